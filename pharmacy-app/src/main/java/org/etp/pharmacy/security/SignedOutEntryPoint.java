package org.etp.pharmacy.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.springframework.http.MediaType;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;

/**
 * The answer to a page's script ({@link PageScripts}) when nobody is signed in — the session ended, timed
 * out or was never there: 401 with a small JSON body naming the login page, so that the page can say so and
 * stop, rather than a 302 to the login page that a script follows without anyone seeing it.
 */
final class SignedOutEntryPoint implements AuthenticationEntryPoint {

    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response,
            AuthenticationException authException) throws IOException {
        response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write("{\"signedIn\":false,\"login\":\"" + request.getContextPath() + "/login\"}");
    }
}
