package org.etp.db.testing;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/**
 * Both applications' login form as their throttling tests use it: a sign-in from a given address, answered with its
 * status, its redirect and, when refused, the words the login page then shows in its {@code login-error} element.
 */
public final class LoginForm {

    private static final Pattern SAID = Pattern.compile("id=\"login-error\"[^>]*>([^<]*)<");

    /** What a sign-in was answered; {@code said} is null unless it was sent back to the login page. */
    public record Answer(int status, String redirect, String said) {
    }

    private LoginForm() {
    }

    /** Signs in through {@code mvc}, with the form's token ({@code csrf}, Spring Security's), from {@code address}. */
    public static Answer signIn(MockMvc mvc, RequestPostProcessor csrf, String username, String password,
            String address) throws Exception {
        MvcResult result = mvc.perform(post("/login").param("username", username).param("password", password)
                .with(csrf).with(request -> {
                    request.setRemoteAddr(address);
                    return request;
                })).andReturn();
        String redirect = result.getResponse().getRedirectedUrl();
        if (!"/login?error".equals(redirect)) {
            return new Answer(result.getResponse().getStatus(), redirect, null);
        }
        String page = mvc.perform(get("/login").param("error", "")
                .session((MockHttpSession) result.getRequest().getSession())).andReturn().getResponse()
                .getContentAsString();
        Matcher error = SAID.matcher(page);
        return new Answer(result.getResponse().getStatus(), redirect, error.find() ? error.group(1).trim() : page);
    }
}
