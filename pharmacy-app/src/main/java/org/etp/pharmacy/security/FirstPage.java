package org.etp.pharmacy.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;

/**
 * Where a sign-in leads when no page was asked for first: the queue, or for a privacy officer, who sees nothing at
 * the counter, the access audit's report.
 */
final class FirstPage extends SavedRequestAwareAuthenticationSuccessHandler {

    private static final String PRIVACY_OFFICER = "ROLE_" + CounterRole.PRIVACY_OFFICER.name();

    FirstPage() {
        setDefaultTargetUrl("/queue");
    }

    @Override
    protected String determineTargetUrl(HttpServletRequest request, HttpServletResponse response,
            Authentication who) {
        if (who != null && who.getAuthorities().stream().anyMatch(a -> PRIVACY_OFFICER.equals(a.getAuthority()))) {
            return "/access";
        }
        return super.determineTargetUrl(request, response, who);
    }
}
