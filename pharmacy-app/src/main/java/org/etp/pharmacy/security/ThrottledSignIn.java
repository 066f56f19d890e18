package org.etp.pharmacy.security;

import java.util.Optional;
import java.util.stream.Collectors;
import org.etp.ac.login.LockedOutException;
import org.etp.ac.login.LoginThrottle;
import org.etp.ac.login.Subject;
import org.etp.pharmacy.access.AccessLog;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.authentication.LockedException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * The login form's one way in: the {@link LoginThrottle} is asked first (a locked account or address is refused
 * without its password being checked), then the password (Spring Security's provider, which hashes against a
 * dummy for an unknown username, so that both take the same time); a wrong password, an unknown username and a
 * disabled account are counted and answered alike. Every outcome is an entry of the access audit. A lock is answered with a {@link LockedException}
 * whose cause, the {@link LockedOutException}, has the words the login page shows.
 */
final class ThrottledSignIn implements AuthenticationProvider {

    private final AuthenticationProvider passwords;
    private final LoginThrottle throttle;
    private final AccessLog audit;

    ThrottledSignIn(AuthenticationProvider passwords, LoginThrottle throttle, AccessLog audit) {
        this.passwords = passwords;
        this.throttle = throttle;
        this.audit = audit;
    }

    @Override
    public Authentication authenticate(Authentication attempt) throws AuthenticationException {
        String username = Subject.account(attempt.getName()).key();
        String address = attempt.getDetails() instanceof WebAuthenticationDetails web ? web.getRemoteAddress() : null;
        try {
            throttle.admit(username, address);
        } catch (LockedOutException locked) {
            audit.signIn(username, null, address, "REFUSED_LOCKED");
            throw new LockedException("too many failed sign-ins", locked);
        }
        Authentication signedIn;
        try {
            signedIn = passwords.authenticate(attempt);
        } catch (BadCredentialsException | DisabledException wrong) {
            // A disabled account is counted and answered as a wrong password, whether its password was right or not.
            boolean disabled = wrong instanceof DisabledException;
            Optional<LockedOutException> lock = throttle.failed(username, address);
            audit.signIn(username, null, address, lock.isPresent() ? "LOCKED" : disabled ? "REFUSED_DISABLED" : "FAILED");
            if (lock.isPresent()) {
                throw new LockedException("too many failed sign-ins", lock.get());
            }
            throw disabled ? new BadCredentialsException("Bad credentials") : wrong;
        }
        throttle.succeeded(username, address);
        audit.signIn(signedIn.getName(), signedIn.getAuthorities().stream().map(GrantedAuthority::getAuthority)
                .map(role -> role.replaceFirst("^ROLE_", "")).sorted().collect(Collectors.joining(",")), address,
                "SIGNED_IN");
        return signedIn;
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
