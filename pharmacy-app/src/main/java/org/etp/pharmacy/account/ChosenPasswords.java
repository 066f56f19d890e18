package org.etp.pharmacy.account;

import org.etp.ac.password.PasswordPolicy;
import org.etp.ac.password.WeakPasswordException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * A password someone typed twice to set it, checked against common-ac's {@link PasswordPolicy} and hashed with the
 * {@link PasswordEncoder} (Argon2id): the one way a new password reaches the {@code account} table.
 */
@Component
class ChosenPasswords {

    private final PasswordPolicy policy;
    private final PasswordEncoder encoder;

    ChosenPasswords(PasswordPolicy policy, PasswordEncoder encoder) {
        this.policy = policy;
        this.encoder = encoder;
    }

    /** The hash to store for {@code password}, chosen for {@code username} and typed again as {@code confirmation}. */
    String hash(String username, String password, String confirmation) throws AccountChangeException {
        try {
            policy.check(password, username);
        } catch (WeakPasswordException weak) {
            throw new AccountChangeException("password", weak.getMessage());
        }
        if (!password.equals(confirmation)) {
            throw new AccountChangeException("confirmation", "The two passwords are not the same.");
        }
        return encoder.encode(password);
    }

    /** Whether {@code password} is the one {@code hash} was made from. */
    boolean matches(String password, String hash) {
        return password != null && encoder.matches(password, hash);
    }
}
