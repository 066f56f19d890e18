package org.etp.prescriber.account;

import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * Signing after a pause asks for the password again: when the prescriber's last request before the one that
 * signs is {@code etp.ui.reauthenticate-after} (5 minutes by default) or more ago, nothing is signed until the
 * account's password is typed on the form and checked with the account's {@link PasswordEncoder}. The session
 * stays marked until the right password comes, so a wrong one (which is itself a request) does not reset the
 * pause.
 */
@Component
public class SigningReauthentication {

    private static final String PENDING = SigningReauthentication.class.getName() + ".PENDING";

    private final UserDetailsService users;
    private final PasswordEncoder encoder;
    private final Duration after;
    private final Clock clock;

    SigningReauthentication(UserDetailsService users, PasswordEncoder encoder,
            @Value("${etp.ui.reauthenticate-after:5m}") Duration after, Clock clock) {
        this.users = users;
        this.encoder = encoder;
        this.after = after;
        this.clock = clock;
    }

    /** Whether the password must be given before this session signs; marks the session until it is. */
    public boolean required(HttpSession session) {
        if (Boolean.TRUE.equals(session.getAttribute(PENDING))) {
            return true;
        }
        if (session.getAttribute(IdleSessionFilter.LAST_ACTIVITY) instanceof Instant last
                && Duration.between(last, clock.instant()).compareTo(after) >= 0) {
            session.setAttribute(PENDING, Boolean.TRUE);
            return true;
        }
        return false;
    }

    /** Whether {@code password} is the account's; if so, the session may sign again without it. */
    public boolean confirm(HttpSession session, String username, String password) {
        if (password == null || password.isEmpty()) {
            return false;
        }
        boolean right;
        try {
            right = encoder.matches(password, users.loadUserByUsername(username).getPassword());
        } catch (UsernameNotFoundException e) {
            right = false;
        }
        if (right) {
            session.removeAttribute(PENDING);
        }
        return right;
    }
}
