package org.etp.prescriber.account;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * A request a page's script makes by itself — History's status updates — told apart by the
 * {@code X-Requested-With: XMLHttpRequest} header the app's scripts send, or by its address
 * ({@code /prescriptions/statuses}, which only a script asks for). Such a request is no sign that anyone is
 * at the screen.
 */
final class PageScripts implements RequestMatcher {

    static final String HEADER = "X-Requested-With";
    static final String VALUE = "XMLHttpRequest";
    static final String STATUSES = "/prescriptions/statuses";

    @Override
    public boolean matches(HttpServletRequest request) {
        return VALUE.equals(request.getHeader(HEADER))
                || STATUSES.equals(request.getRequestURI().substring(request.getContextPath().length()));
    }
}
