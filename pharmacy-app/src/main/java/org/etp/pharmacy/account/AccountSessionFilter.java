package org.etp.pharmacy.account;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Holds every signed-in session to its account's row, at each request: a session whose account was disabled,
 * removed, or changed by an administrator (password reset, roles) since it signed in — its {@link CounterAccount}'s
 * version behind the row's — is ended before the request is authorised, which then finds nobody signed in (the login
 * page, or 401 for a page's script). The row is read on each request, not remembered, because sessions live on the
 * node that made them and the change may be made on another: a session registry would know its own node's sessions
 * only. An account whose password an administrator chose is sent to {@code /password} and may use nothing else
 * until it has set its own.
 */
public final class AccountSessionFilter extends OncePerRequestFilter {

    /** Where an account that must change its password may go. */
    private static final Set<String> WHILE_CHANGING = Set.of("/password", "/logout", "/login", "/error",
            "/favicon.ico", "/favicon.svg");

    private static final Logger log = LoggerFactory.getLogger(AccountSessionFilter.class);

    private final Accounts accounts;

    public AccountSessionFilter(Accounts accounts) {
        this.accounts = accounts;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication who = SecurityContextHolder.getContext().getAuthentication();
        if (who != null && who.getPrincipal() instanceof CounterAccount signedIn) {
            Optional<CounterAccount> now = accounts.find(signedIn.getUsername());
            if (now.isEmpty() || !now.get().isEnabled() || now.get().version() != signedIn.version()) {
                log.info("Ended a session of {}: the account was {} since it signed in", signedIn.getUsername(),
                        now.isEmpty() ? "removed" : now.get().isEnabled() ? "changed" : "disabled");
                HttpSession session = request.getSession(false);
                if (session != null) {
                    session.invalidate();
                }
                SecurityContextHolder.clearContext();
            } else if (now.get().mustChangePassword() && !mayWhileChanging(request)) {
                response.sendRedirect(request.getContextPath() + "/password");
                return;
            }
        }
        chain.doFilter(request, response);
    }

    private static boolean mayWhileChanging(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        return WHILE_CHANGING.contains(path) || path.startsWith("/css/") || path.startsWith("/js/");
    }
}
