package org.etp.prescriber.account;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Ends a session that only a page's script has used for {@code idleLimit}. The servlet container counts
 * every request as use, so History left open — asking for statuses every two seconds — would keep a session
 * that can sign alive for ever. This filter notes the time of each request a person makes (anything but
 * {@link PageScripts}) in the session, and when a script's request finds the last one {@code idleLimit} ago
 * or more, it invalidates the session before Spring Security reads it: the request is then answered as
 * signed out. A session in which no person's request has been noted is left to the container's own timeout.
 * The counter has the same rule; the two apps share no code, so each keeps its own.
 */
final class IdleSessionFilter extends OncePerRequestFilter {

    static final String LAST_ACTIVITY = IdleSessionFilter.class.getName() + ".LAST_ACTIVITY";

    private final RequestMatcher pageScripts;
    private final Duration idleLimit;
    private final Clock clock;

    IdleSessionFilter(RequestMatcher pageScripts, Duration idleLimit, Clock clock) {
        this.pageScripts = pageScripts;
        this.idleLimit = idleLimit;
        this.clock = clock;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        boolean person = !pageScripts.matches(request);
        HttpSession session = request.getSession(false);
        if (!person && session != null) {
            Object last = session.getAttribute(LAST_ACTIVITY);
            if (last instanceof Instant lastActivity
                    && Duration.between(lastActivity, clock.instant()).compareTo(idleLimit) >= 0) {
                session.invalidate();
            }
        }
        chain.doFilter(request, response);
        // Noted afterwards: signing in makes the session (and changes its id) during the request.
        HttpSession after = person ? request.getSession(false) : null;
        if (after != null) {
            try {
                after.setAttribute(LAST_ACTIVITY, clock.instant());
            } catch (IllegalStateException invalidated) {
                // Signed out during the request: nothing to note.
            }
        }
    }
}
