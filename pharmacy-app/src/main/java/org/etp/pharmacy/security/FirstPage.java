package org.etp.pharmacy.security;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.etp.pharmacy.account.CounterAccount;
import org.etp.pharmacy.account.CounterRole;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;

/**
 * Where a sign-in leads: for an account whose password an administrator chose, the change-password page; else, when
 * no page was asked for first, the queue, or for a privacy officer or an administrator, who see nothing at the
 * counter, the access audit's report or the accounts.
 */
final class FirstPage extends SavedRequestAwareAuthenticationSuccessHandler {

    FirstPage() {
        setDefaultTargetUrl("/queue");
    }

    @Override
    protected String determineTargetUrl(HttpServletRequest request, HttpServletResponse response,
            Authentication who) {
        return firstPage(who).orElseGet(() -> super.determineTargetUrl(request, response, who));
    }

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response, Authentication who)
            throws ServletException, IOException {
        if (who != null && who.getPrincipal() instanceof CounterAccount account && account.mustChangePassword()) {
            getRedirectStrategy().sendRedirect(request, response, "/password");
            return;
        }
        super.onAuthenticationSuccess(request, response, who);
    }

    /** The page of an account that sees nothing at the counter, if it is one. */
    static Optional<String> firstPage(Authentication who) {
        if (who == null || has(who, CounterRole.PHARMACIST) || has(who, CounterRole.TECHNICIAN)) {
            return Optional.empty();
        }
        if (has(who, CounterRole.PRIVACY_OFFICER)) {
            return Optional.of("/access");
        }
        return has(who, CounterRole.ADMINISTRATOR) ? Optional.of("/accounts") : Optional.empty();
    }

    private static boolean has(Authentication who, CounterRole role) {
        return who.getAuthorities().stream().anyMatch(a -> role.authority().equals(a.getAuthority()));
    }
}
