package org.etp.prescriber.account;

import org.etp.ac.login.LockedOutException;
import org.etp.ac.login.LoginThrottle;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.LockedException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.WebAuthenticationDetails;

/**
 * The login form's one way in, as the pharmacy's: the {@link LoginThrottle} first (a locked account or address is
 * refused unchecked, with a {@link LockedException} whose cause has the page's words), then the password through
 * Spring Security's provider, which hashes against a dummy for an unknown username; a wrong password and an unknown
 * username are counted alike. The throttle writes the security-event line of each outcome.
 */
final class ThrottledSignIn implements AuthenticationProvider {

    private final AuthenticationProvider passwords;
    private final LoginThrottle throttle;

    ThrottledSignIn(AuthenticationProvider passwords, LoginThrottle throttle) {
        this.passwords = passwords;
        this.throttle = throttle;
    }

    @Override
    public Authentication authenticate(Authentication attempt) throws AuthenticationException {
        String address = attempt.getDetails() instanceof WebAuthenticationDetails web ? web.getRemoteAddress() : null;
        try {
            throttle.admit(attempt.getName(), address);
            Authentication signedIn = passwords.authenticate(attempt);
            throttle.succeeded(attempt.getName(), address);
            return signedIn;
        } catch (LockedOutException locked) {
            throw new LockedException("too many failed sign-ins", locked);
        } catch (BadCredentialsException wrong) {
            throw throttle.failed(attempt.getName(), address)
                    .<AuthenticationException>map(lock -> new LockedException("too many failed sign-ins", lock))
                    .orElse(wrong);
        }
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
