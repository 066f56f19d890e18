package org.etp.prescriber.signing;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.LockableToken;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberEntry;
import org.etp.ac.trust.TrustException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * The prescribers' own PKCS#11 tokens: each token the PKI directory's {@code token-keys.properties} names for a
 * prescriber's key, opened at start and locked. A token is unlocked only by its prescriber, in their session
 * ({@link UnlockedKeys}); the app holds no PIN. The library is {@code etp.signing.pkcs11.library} when set (a site's
 * own PKCS#11 module), else the one the directory names for the token; {@code etp.signing.pkcs11.sessions} bounds the
 * signatures each token makes at once. An unknown label or a prescriber's Ed25519 key said to be in a token stops the
 * start with a sentence saying which.
 *
 * <p>A token unlocked at start from a PIN file ({@code etp.signing.pkcs11.pin-file}, with {@code token-label}) would
 * let anyone who reaches the app sign with the keys in it, so that set-up is refused with a sentence saying why.
 */
public final class PrescriberTokens {

    static final String PREFIX = "etp.signing.pkcs11";

    private final PkiDirectory pki;
    private final Map<String, LockableToken> byLabel;

    private PrescriberTokens(PkiDirectory pki, Map<String, LockableToken> byLabel) {
        this.pki = pki;
        this.byLabel = Map.copyOf(byLabel);
    }

    /** The tokens of {@code pki}'s prescribers, with the library and bound {@code environment} configures. */
    static PrescriberTokens configured(Environment environment, PkiDirectory pki) throws TrustException {
        Binder binder = Binder.get(environment);
        for (String removed : new String[] {"pin-file", "token-label"}) {
            if (binder.bind(PREFIX + "." + removed, String.class).isBound()) {
                throw new TrustException(PREFIX + "." + removed + " is no longer read: a token unlocked at start"
                        + " would let anyone who reaches the app sign with its keys. Each prescriber unlocks their"
                        + " own token with its PIN after signing in (docs/prescriber.md, \"Signing keys in a"
                        + " token\"); remove the setting");
            }
        }
        Optional<Path> library = binder.bind(PREFIX + ".library", Path.class).map(Optional::of)
                .orElse(Optional.empty());
        int sessions = binder.bind(PREFIX + ".sessions", Integer.class).orElse(Pkcs11Token.DEFAULT_SESSIONS);
        if (sessions < 1) {
            throw new TrustException(PREFIX + ".sessions must be at least 1, not " + sessions);
        }
        Map<String, LockableToken> tokens = new LinkedHashMap<>();
        for (PrescriberEntry entry : pki.prescribers()) {
            Optional<String> label = pki.tokenKeys().labelOf(entry.id());
            if (label.isEmpty()) {
                continue;
            }
            requireTokenAlgorithm(entry, label.get());
            if (!tokens.containsKey(label.get())) {
                tokens.put(label.get(), open(library.orElse(pki.tokenKeys().libraries().get(label.get())),
                        label.get(), sessions));
            }
        }
        return new PrescriberTokens(pki, tokens);
    }

    /** The label of the token that holds {@code prescriberId}'s key, if a token does. */
    public Optional<String> labelOf(String prescriberId) {
        return pki.tokenKeys().labelOf(prescriberId).filter(byLabel::containsKey);
    }

    /** Whether a token holds {@code prescriberId}'s key: then it signs only once unlocked. */
    public boolean inToken(String prescriberId) {
        return pki.tokenKeys().labelOf(prescriberId).isPresent();
    }

    LockableToken token(String label) throws TokenException {
        LockableToken token = byLabel.get(label);
        if (token == null) {
            throw new TokenException("no prescriber's key is held in a token labelled '" + label + "'");
        }
        return token;
    }

    Iterable<LockableToken> all() {
        return byLabel.values();
    }

    PkiDirectory pki() {
        return pki;
    }

    private static LockableToken open(Path library, String label, int sessions) throws TrustException {
        try {
            return LockableToken.open(library, label, sessions);
        } catch (TokenException e) {
            throw new TrustException(PREFIX + ": " + e.getMessage(), e);
        }
    }

    private static void requireTokenAlgorithm(PrescriberEntry entry, String label) throws TrustException {
        if (entry.algorithm() == SignatureAlgorithm.ED25519) {
            try {
                Pkcs11Token.requireTokenAlgorithm(entry.algorithm(), "its key");
            } catch (IllegalArgumentException e) {
                throw new TrustException(PREFIX + ": the prescriber " + entry.id() + " is said to be in the token '"
                        + label + "', and " + e.getMessage(), e);
            }
        }
    }
}
