package org.etp.prescriber.account;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestBuilders.formLogin;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;

class SecurityIntegrationTests extends PrescriberIntegrationTest {

    @Test
    void redirectsAnonymousRequestsToLogin() throws Exception {
        for (String page : new String[] {"/", "/prescriptions", "/prescriptions/new", "/settings"}) {
            mvc.perform(get(page)).andExpect(status().isFound()).andExpect(redirectedUrl("/login"));
        }
    }

    @Test
    void answersAPagesOwnRequestWithoutASession401SoThatThePageCanSaySo() throws Exception {
        mvc.perform(get("/prescriptions/statuses").param("id", "A7DDC6-Y12345-517DDX"))
                .andExpect(status().isUnauthorized());
        mvc.perform(get("/medicines").param("q", "amox").header("X-Requested-With", "XMLHttpRequest"))
                .andExpect(status().isUnauthorized());
    }

    @Test
    void refusesAPostWithoutTheCsrfToken() throws Exception {
        mvc.perform(post("/prescriptions").with(user("hart")).param("nhsNumber", "9434765919"))
                .andExpect(status().isForbidden());
        mvc.perform(post("/login").param("username", "hart").param("password", "hart-demo"))
                .andExpect(status().isForbidden());
    }

    @Test
    void signsInADemoPrescriberWithTheirPassword() throws Exception {
        mvc.perform(formLogin().user("hart").password("hart-demo"))
                .andExpect(redirectedUrl("/prescriptions/new"));
    }

    @Test
    void refusesAWrongPassword() throws Exception {
        mvc.perform(formLogin().user("hart").password("hart")).andExpect(redirectedUrl("/login?error"));
    }

    @Test
    void signsOutByPost() throws Exception {
        mvc.perform(post("/logout").with(user("hart")).with(csrf())).andExpect(redirectedUrl("/login?logout"));
    }

    @Test
    void leavesHealthAndMetricsOpen() throws Exception {
        mvc.perform(get("/actuator/health")).andExpect(status().isOk());
        mvc.perform(get("/actuator/prometheus")).andExpect(status().isOk());
    }
}
