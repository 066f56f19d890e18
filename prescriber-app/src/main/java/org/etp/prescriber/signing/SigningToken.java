package org.etp.prescriber.signing;

import java.nio.file.Path;
import java.util.Optional;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.token.TokenSettings;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberEntry;
import org.etp.ac.trust.TokenOpener;
import org.etp.ac.trust.TrustException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * The PKCS#11 token that holds prescribers' keys, when {@code etp.signing.pkcs11.*} ({@code library},
 * {@code token-label}, {@code pin-file}, {@code sessions}) names one: opened at start, so that an unknown label, a
 * wrong PIN or a prescriber's Ed25519 key said to be in the token stops the start with a sentence saying which.
 * Keys the PKI directory says a token holds are taken from this one; with none configured, they are refused.
 *
 * <p>The token is unlocked here and only here, with the PIN of its pin-file ({@link #unlock}).
 */
final class SigningToken implements TokenOpener {

    static final String PREFIX = "etp.signing.pkcs11";

    private final Optional<Pkcs11Token> token;

    private SigningToken(Optional<Pkcs11Token> token) {
        this.token = token;
    }

    /** The token {@code environment} configures, unlocked and checked against {@code pki}; none when unset. */
    static SigningToken configured(Environment environment, PkiDirectory pki) throws TrustException {
        Optional<TokenSettings> settings = Binder.get(environment).bind(PREFIX, TokenSettings.class)
                .map(Optional::of).orElse(Optional.empty());
        if (settings.isEmpty()) {
            return new SigningToken(Optional.empty());
        }
        for (PrescriberEntry entry : pki.prescribers()) {
            boolean inThisToken = pki.tokenKeys().labelOf(entry.id()).filter(settings.get().tokenLabel()::equals)
                    .isPresent();
            if (inThisToken && entry.algorithm() == SignatureAlgorithm.ED25519) {
                throw new TrustException(PREFIX + ": the prescriber " + entry.id() + " is said to be in the token '"
                        + settings.get().tokenLabel() + "', and " + refusal(entry));
            }
        }
        return new SigningToken(Optional.of(unlock(settings.get())));
    }

    /** Unlocks the token with the PIN of its pin-file, which lives in a {@code char[]} for the login only. */
    private static Pkcs11Token unlock(TokenSettings settings) throws TrustException {
        try {
            return settings.open();
        } catch (TokenException e) {
            throw new TrustException(PREFIX + ": " + e.getMessage(), e);
        }
    }

    private static String refusal(PrescriberEntry entry) {
        try {
            Pkcs11Token.requireTokenAlgorithm(entry.algorithm(), "its key");
            return "its key is of no token algorithm";
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    @Override
    public Pkcs11Token open(String label, Path library) throws TokenException {
        Pkcs11Token open = token.orElseThrow(() -> new TokenException("the key is held in the PKCS#11 token '"
                + label + "', and no token is configured here (" + PREFIX + ".library, .token-label, .pin-file)"));
        if (!open.label().equals(label)) {
            throw new TokenException("the key is held in the PKCS#11 token '" + label + "', not in '" + open.label()
                    + "', the token configured here (" + PREFIX + ".token-label)");
        }
        return open;
    }
}
