package org.etp.pharmacy.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestBuilders.formLogin;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Duration;
import java.time.Instant;
import org.etp.pharmacy.support.CounterAppTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * A page's own requests (the queue's poll, the dashboard's refresh) when the session has ended, and the
 * rule that they do not keep a session alive: only a person's requests do.
 */
@CounterAppTest
class PageScriptSessionIntegrationTests {

    /** The application's session timeout (server.servlet.session.timeout), the default. */
    private static final Duration TIMEOUT = Duration.ofMinutes(30);

    @Autowired
    MockMvc mvc;

    @Test
    void answersASignedOutPageScriptWith401RatherThanTheLoginPage() throws Exception {
        for (String path : new String[] {"/queue/arrivals?after=0", "/dashboard/data"}) {
            mvc.perform(pageScript(path))
                    .andExpect(status().isUnauthorized())
                    .andExpect(jsonPath("$.signedIn").value(false))
                    .andExpect(jsonPath("$.login").value("/login"));
        }
    }

    @Test
    void doesNotCountAPageScriptsRequestsAsActivity() throws Exception {
        MockHttpSession session = signIn();
        Instant signedIn = lastActivity(session);

        mvc.perform(pageScript("/queue/arrivals?after=0").session(session)).andExpect(status().isOk());
        mvc.perform(pageScript("/dashboard/data").session(session)).andExpect(status().isOk());

        assertThat(lastActivity(session)).isEqualTo(signedIn);
        mvc.perform(get("/queue").session(session)).andExpect(status().isOk());
        assertThat(lastActivity(session)).isAfter(signedIn);
    }

    @Test
    void endsASessionThatOnlyAPageScriptHasUsedForTheSessionTimeout() throws Exception {
        MockHttpSession session = signIn();
        session.setAttribute(IdleSessionFilter.LAST_ACTIVITY, Instant.now().minus(TIMEOUT).minusSeconds(1));

        mvc.perform(pageScript("/queue/arrivals?after=0").session(session))
                .andExpect(status().isUnauthorized())
                .andExpect(jsonPath("$.signedIn").value(false));

        assertThat(session.isInvalid()).isTrue();
    }

    @Test
    void keepsASessionWhosePersonWasActiveWithinTheTimeout() throws Exception {
        MockHttpSession session = signIn();
        session.setAttribute(IdleSessionFilter.LAST_ACTIVITY, Instant.now().minus(TIMEOUT).plusSeconds(30));

        mvc.perform(pageScript("/queue/arrivals?after=0").session(session)).andExpect(status().isOk());

        assertThat(session.isInvalid()).isFalse();
    }

    private MockHttpSession signIn() throws Exception {
        MockHttpSession session = (MockHttpSession) mvc.perform(formLogin().user("shah").password("shah-demo"))
                .andReturn().getRequest().getSession(false);
        assertThat(session).isNotNull();
        return session;
    }

    private static Instant lastActivity(MockHttpSession session) {
        return (Instant) session.getAttribute(IdleSessionFilter.LAST_ACTIVITY);
    }

    private static MockHttpServletRequestBuilder pageScript(String path) {
        return get(path).header(PageScripts.HEADER, PageScripts.VALUE).accept(MediaType.APPLICATION_JSON);
    }
}
