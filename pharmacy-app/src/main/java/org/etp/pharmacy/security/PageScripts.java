package org.etp.pharmacy.security;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * A request a page's script makes by itself — the queue's poll for arrivals, the dashboard's refresh — told
 * apart by the {@code X-Requested-With: XMLHttpRequest} header the counter's scripts send. Such a request is
 * not a sign that anyone is at the counter, and a redirect to the login page is no answer for it.
 */
final class PageScripts implements RequestMatcher {

    static final String HEADER = "X-Requested-With";
    static final String VALUE = "XMLHttpRequest";

    @Override
    public boolean matches(HttpServletRequest request) {
        return VALUE.equals(request.getHeader(HEADER));
    }
}
