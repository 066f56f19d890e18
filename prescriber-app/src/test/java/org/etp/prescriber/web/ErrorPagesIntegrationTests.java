package org.etp.prescriber.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.client.RestClient;

/**
 * Mistakes in the address get the app's own page with its navigation (through the real server, whose error
 * dispatch MockMvc does not run), never Spring's Whitelabel page; and every page carries a CSP.
 */
class ErrorPagesIntegrationTests extends PrescriberIntegrationTest {

    @LocalServerPort
    int port;

    @Test
    void refusesBadPageNumbersWith400() throws Exception {
        mvc.perform(get("/prescriptions?page=-1").with(user("hart"))).andExpect(status().isBadRequest());
        mvc.perform(get("/prescriptions?page=abc").with(user("hart"))).andExpect(status().isBadRequest());
        mvc.perform(get("/prescriptions?page=0").with(user("hart"))).andExpect(status().isBadRequest());
    }

    @Test
    void showsStyledErrorPagesWithNavigation() {
        String cookie = signIn();
        assertPage("/prescriptions/AAAAAA-Y12345-00000X", cookie, HttpStatus.NOT_FOUND, "Not found");
        assertPage("/prescriptions/nonsense", cookie, HttpStatus.NOT_FOUND, "Not found");
        assertPage("/prescriptions?page=abc", cookie, HttpStatus.BAD_REQUEST, "Not understood");
        assertPage("/prescriptions?page=-1", cookie, HttpStatus.BAD_REQUEST, "Not understood");
    }

    @Test
    void refusesAPostWithoutItsCsrfTokenOnAStyledPage() {
        String page = RestClient.create().post().uri("http://localhost:" + port + "/prescriptions")
                .header("Cookie", signIn()).accept(MediaType.TEXT_HTML).retrieve().onStatus(status -> true, (request, response) -> { })
                .body(String.class);
        assertThat(page).contains("Not allowed").contains("id=\"error-history\"")
                .doesNotContain("Whitelabel");
    }

    @Test
    void sendsAContentSecurityPolicyAndAnIcon() throws Exception {
        mvc.perform(get("/login")).andExpect(header().string("Content-Security-Policy",
                containsString("script-src 'self'")));
        mvc.perform(get("/favicon.svg")).andExpect(status().isOk());
        mvc.perform(get("/favicon.ico")).andExpect(status().isOk());
        mvc.perform(post("/login")).andExpect(content().string(not(containsString("Whitelabel"))));
    }

    private void assertPage(String path, String cookie, HttpStatus expected, String heading) {
        RestClient.create().get().uri("http://localhost:" + port + path).header("Cookie", cookie).accept(MediaType.TEXT_HTML)
                .exchange((request, response) -> {
                    assertThat(response.getStatusCode()).isEqualTo(expected);
                    String body = new String(response.getBody().readAllBytes());
                    assertThat(body).contains("<h1>" + heading + "</h1>")
                            .contains("id=\"nav-history\"").contains("lang=\"en-GB\"").doesNotContain("Whitelabel");
                    return null;
                });
    }

    /** Signs in as hart through the login form; returns the session cookie. */
    private String signIn() {
        RestClient client = RestClient.create("http://localhost:" + port);
        return client.get().uri("/login").exchange((request, response) -> {
            String session = response.getHeaders().getFirst("Set-Cookie").split(";")[0];
            String page = new String(response.getBody().readAllBytes());
            Matcher csrf = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"")
                    .matcher(page);
            csrf.find();
            return client.post().uri("/login").header("Cookie", session)
                    .contentType(MediaType.APPLICATION_FORM_URLENCODED)
                    .body("username=hart&password=hart-demo&_csrf=" + csrf.group(1))
                    .exchange((login, answer) -> answer.getHeaders().getFirst("Set-Cookie") == null ? session
                            : answer.getHeaders().getFirst("Set-Cookie").split(";")[0]);
        });
    }
}
