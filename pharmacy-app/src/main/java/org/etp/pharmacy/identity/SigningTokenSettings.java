package org.etp.pharmacy.identity;

import java.util.Optional;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.token.TokenSettings;
import org.etp.ac.trust.TrustException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * {@code etp.signing.pkcs11.*} ({@code library}, {@code token-label}, {@code pin-file}, {@code sessions}): the
 * PKCS#11 token that holds the pharmacy's signing key, when one is named. Unset, the key is the directory's.
 */
final class SigningTokenSettings {

    static final String PREFIX = "etp.signing.pkcs11";

    private SigningTokenSettings() {
    }

    static Optional<TokenSettings> of(Environment environment) {
        return Binder.get(environment).bind(PREFIX, TokenSettings.class).map(Optional::of).orElse(Optional.empty());
    }

    /** The token, unlocked with the PIN of its pin-file; a wrong PIN or an unknown label stops the start here. */
    static Pkcs11Token open(TokenSettings settings) throws TrustException {
        try {
            return settings.open();
        } catch (TokenException e) {
            throw new TrustException(PREFIX + ": " + e.getMessage(), e);
        }
    }
}
