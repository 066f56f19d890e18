package org.etp.pharmacy.security;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.pharmacy.counter.dispensing.CounterActions;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.access.AccessDeniedHandlerImpl;
import org.springframework.security.web.csrf.CsrfException;

/**
 * A counter action refused because the signed-in account may not act (a technician's): written to the
 * prescription's audit trail as refused, then answered with the 403 page like every refusal. A refusal for a
 * missing or stale form token is not the account's doing and is not audited.
 */
final class RefusedActions implements AccessDeniedHandler {

    private static final Pattern ACTION = Pattern.compile("^/prescriptions/([^/]+)/(dispense|partial|owing|return)$");

    private final CounterActions actions;
    private final AccessDeniedHandler page = new AccessDeniedHandlerImpl();

    RefusedActions(CounterActions actions) {
        this.actions = actions;
    }

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, AccessDeniedException refused)
            throws IOException, ServletException {
        Authentication who = SecurityContextHolder.getContext().getAuthentication();
        Matcher action = ACTION.matcher(request.getRequestURI().substring(request.getContextPath().length()));
        if ("POST".equals(request.getMethod()) && !(refused instanceof CsrfException) && who != null
                && who.isAuthenticated() && action.matches()) {
            PrescriptionIds.normalise(action.group(1)).ifPresent(id ->
                    actions.notAllowed(id, request.getRequestURI(), who.getName()));
        }
        page.handle(request, response, refused);
    }
}
