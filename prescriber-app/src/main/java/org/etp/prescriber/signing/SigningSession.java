package org.etp.prescriber.signing;

import java.util.Optional;
import org.springframework.security.authentication.AuthenticationTrustResolverImpl;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Who signs: the signed-in user and their HTTP session, as the request being served says — never from a parameter
 * of the request. A key held in a token signs only for the session that unlocked it ({@link UnlockedKeys}).
 */
public record SigningSession(String username, String sessionId) {

    public SigningSession {
        if (username == null || username.isBlank() || sessionId == null || sessionId.isBlank()) {
            throw new IllegalArgumentException("a signing session is a signed-in user's HTTP session");
        }
    }

    /** The session of the request this thread serves, once its user is signed in; empty elsewhere. */
    public static Optional<SigningSession> current() {
        Authentication user = SecurityContextHolder.getContext().getAuthentication();
        if (user == null || !user.isAuthenticated() || new AuthenticationTrustResolverImpl().isAnonymous(user)
                || !(RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes request)) {
            return Optional.empty();
        }
        return Optional.ofNullable(request.getRequest().getSession(false))
                .map(session -> new SigningSession(user.getName(), session.getId()));
    }

    @Override
    public String toString() {
        // The session id is a bearer secret: it is never logged.
        return "SigningSession[" + username + "]";
    }
}
