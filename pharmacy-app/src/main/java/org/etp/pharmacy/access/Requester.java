package org.etp.pharmacy.access;

import java.util.stream.Collectors;
import org.etp.ac.audit.Accessor;
import org.etp.pharmacy.node.NodeId;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/** Who is asking, as this thread's security context and request say, through this node. */
@Component
class Requester {

    private static final String ROLE = "ROLE_";

    private final NodeId node;

    Requester(NodeId node) {
        this.node = node;
    }

    /**
     * The signed-in account, its roles and the client's address (null outside a request).
     *
     * @throws IllegalStateException when nobody is signed in: an access nobody can be named for is not made
     */
    Accessor current() {
        Authentication who = SecurityContextHolder.getContext().getAuthentication();
        if (who == null || !who.isAuthenticated() || who instanceof AnonymousAuthenticationToken) {
            throw new IllegalStateException("patient data is shown only to a signed-in account");
        }
        String roles = who.getAuthorities().stream().map(GrantedAuthority::getAuthority)
                .filter(authority -> authority != null && authority.startsWith(ROLE))
                .map(authority -> authority.substring(ROLE.length())).sorted().collect(Collectors.joining(","));
        return new Accessor(who.getName(), roles.isEmpty() ? null : roles, source(), node.value());
    }

    /** Someone signing in, who is not signed in yet. */
    Accessor signingIn(String username, String roles, String address) {
        return new Accessor(username, roles, address, node.value());
    }

    private static String source() {
        return RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes request
                ? request.getRequest().getRemoteAddr() : null;
    }
}
