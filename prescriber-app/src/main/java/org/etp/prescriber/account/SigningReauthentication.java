package org.etp.prescriber.account;

import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.login.LockedOutException;
import org.etp.ac.login.LoginThrottle;
import org.etp.prescriber.web.Times;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Signing after a pause asks for the password again: when the prescriber's last request before the one that
 * signs is {@code etp.ui.reauthenticate-after} (5 minutes by default) or more ago, nothing is signed until the
 * account's password is typed on the form and checked with the account's {@link PasswordEncoder}. The session
 * stays marked until the right password comes, so a wrong one (which is itself a request) does not reset the
 * pause. The password typed here is counted by the sign-in throttle as a sign-in's is: a wrong one against the
 * account and the address, and while either is locked no password is checked.
 */
@Component
public class SigningReauthentication {

    private static final String PENDING = SigningReauthentication.class.getName() + ".PENDING";

    private final UserDetailsService users;
    private final PasswordEncoder encoder;
    private final Duration after;
    private final Clock clock;
    private final LoginThrottle throttle;
    private final Times times;

    SigningReauthentication(UserDetailsService users, PasswordEncoder encoder,
            @Value("${etp.ui.reauthenticate-after:5m}") Duration after, Clock clock, LoginThrottle throttle,
            Times times) {
        this.users = users;
        this.encoder = encoder;
        this.after = after;
        this.clock = clock;
        this.throttle = throttle;
        this.times = times;
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

    /**
     * Why this session may not sign with {@code password} (none given, not the account's, or too many failures and
     * until when), or empty when it is the account's: then the session may sign again without it.
     */
    public Optional<String> refusal(HttpSession session, String username, String password) {
        if (password == null || password.isEmpty()) {
            return Optional.of("This page was left for a while: enter your password to sign. Nothing was signed.");
        }
        String address = RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes request
                ? request.getRequest().getRemoteAddr() : null;
        try {
            throttle.admit(username, address);
        } catch (LockedOutException locked) {
            return Optional.of(locked.sentence(times.zone()) + " Nothing was signed.");
        }
        if (!matches(username, password)) {
            return Optional.of(throttle.failed(username, address).map(lock -> lock.sentence(times.zone()))
                    .orElse("That password is not right.") + " Nothing was signed.");
        }
        throttle.succeeded(username, address);
        session.removeAttribute(PENDING);
        return Optional.empty();
    }

    private boolean matches(String username, String password) {
        try {
            return encoder.matches(password, users.loadUserByUsername(username).getPassword());
        } catch (UsernameNotFoundException e) {
            return false;
        }
    }
}
