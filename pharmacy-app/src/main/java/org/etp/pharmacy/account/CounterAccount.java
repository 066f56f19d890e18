package org.etp.pharmacy.account;

import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.User;

/**
 * A counter account as signed in: Spring Security's {@link User} with its roles, whether its password must be
 * changed first, and the {@code version} of the row it was read from, by which {@link AccountSessionFilter} ends a
 * session after an administrator's change. Its password hash is erased once the sign-in is done.
 */
public final class CounterAccount extends User {

    private static final long serialVersionUID = 1L;

    private final Set<CounterRole> roles;
    private final boolean mustChangePassword;
    private final int version;

    CounterAccount(String username, String passwordHash, Set<CounterRole> roles, boolean enabled,
            boolean mustChangePassword, int version) {
        super(username, passwordHash, enabled, true, true, true, roles.stream()
                .map(role -> new SimpleGrantedAuthority(role.authority())).collect(Collectors.toList()));
        this.roles = CounterRole.inOrder(roles);
        this.mustChangePassword = mustChangePassword;
        this.version = version;
    }

    /** The same account with another password hash (an upgraded encoding). */
    CounterAccount withPassword(String passwordHash) {
        return new CounterAccount(getUsername(), passwordHash, roles, isEnabled(), mustChangePassword, version);
    }

    public Set<CounterRole> roles() {
        return roles;
    }

    /** An administrator chose the password: the account sets its own before anything else. */
    public boolean mustChangePassword() {
        return mustChangePassword;
    }

    /** The account row's version when this was read. */
    public int version() {
        return version;
    }
}
