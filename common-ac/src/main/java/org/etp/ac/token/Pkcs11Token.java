package org.etp.ac.token;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.Security;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.signing.TokenProvider;

/**
 * A PKCS#11 token, found by its label in a module and logged in to: its SunPKCS11 provider, its key store
 * ({@code PKCS11}) and the keys it holds by alias. Keys made here ({@link #generate}) are token objects, private,
 * sensitive and never extractable: they sign inside the token and nothing, this process included, can read them
 * ({@link PrivateKey#getEncoded()} is null). A key is listed in the key store once a certificate is bound to it
 * under its alias ({@link #bind}).
 *
 * <p>Security guarantees. The PIN is taken as a {@code char[]}, handed to the token's login and then overwritten;
 * it is never kept, logged or put in a message. Only RSA-2048 and ECDSA P-256 keys are made: SunPKCS11 has no
 * Ed25519, so {@link #requireTokenAlgorithm} refuses it with a sentence that says so.
 */
public final class Pkcs11Token {

    /** The keys a token holds for ETP: the algorithms SunPKCS11 signs with. */
    public static final List<SignatureAlgorithm> ALGORITHMS = List.of(SignatureAlgorithm.RSA2048,
            SignatureAlgorithm.ECP256);

    /** Signatures made at once when no other bound is set ({@code etp.signing.pkcs11.sessions}). */
    public static final int DEFAULT_SESSIONS = 8;

    private static final AtomicInteger OPENED = new AtomicInteger();

    private final Path library;
    private final String label;
    private final Provider provider;
    private final KeyStore keyStore;
    private final TokenProvider signing;

    private Pkcs11Token(Path library, String label, Provider provider, KeyStore keyStore, int sessions) {
        this(library, label, keyStore, new TokenProvider(provider, sessions));
    }

    /** A token logged in through {@code signing}'s provider, whose key store is {@code keyStore}. */
    Pkcs11Token(Path library, String label, KeyStore keyStore, TokenProvider signing) {
        this.library = library;
        this.label = label;
        this.provider = signing.provider();
        this.keyStore = keyStore;
        this.signing = signing;
    }

    /**
     * Opens the token labelled {@code label} in the PKCS#11 module {@code library} and logs in with {@code pin},
     * which is overwritten before this returns, whether it succeeds or not.
     *
     * @param sessions the most signatures the token is asked for at once; more callers wait
     * @throws TokenException when the library does not load, no token has the label (the message names the labels
     *         present) or the PIN is refused
     */
    public static Pkcs11Token open(Path library, String label, char[] pin, int sessions) throws TokenException {
        try {
            Provider provider = provider(library, label);
            return new Pkcs11Token(library, label, provider, login(provider, label, pin), sessions);
        } finally {
            Arrays.fill(pin, '\0');
        }
    }

    /**
     * A SunPKCS11 provider for the token labelled {@code label} in {@code library}, not logged in.
     *
     * @throws TokenException when the library does not load or no token has the label (the message names the
     *         labels present)
     */
    static Provider provider(Path library, String label) throws TokenException {
        if (!Files.isRegularFile(library)) {
            throw new TokenException("no PKCS#11 library " + library + " (etp.signing.pkcs11.library)");
        }
        Map<Long, String> labels = TokenSlots.labels(library);
        long slot = labels.entrySet().stream().filter(each -> each.getValue().equals(label)).findFirst()
                .orElseThrow(() -> new TokenException("no PKCS#11 token labelled '" + label + "' in " + library
                        + ": the tokens present are " + (labels.isEmpty() ? "none"
                                : "'" + String.join("', '", labels.values()) + "'")))
                .getKey();
        return provider(library, label, slot);
    }

    /**
     * Fails, saying why, unless a token can hold a key of {@code algorithm}.
     *
     * @throws IllegalArgumentException for Ed25519, which SunPKCS11 does not have
     */
    public static void requireTokenAlgorithm(SignatureAlgorithm algorithm, String what) {
        if (!ALGORITHMS.contains(algorithm)) {
            throw new IllegalArgumentException(what + " is " + algorithm.id() + ", which cannot be held in a PKCS#11"
                    + " token: the JDK's SunPKCS11 provider has no Ed25519, so Ed25519 keys stay in software (use"
                    + " rsa2048 or ecp256 for a key in a token)");
        }
    }

    /** A new key pair of {@code algorithm} made inside the token; bind a certificate to it to keep it listed. */
    public KeyPair generate(SignatureAlgorithm algorithm) throws TokenException {
        requireTokenAlgorithm(algorithm, "the key asked for");
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(algorithm.keyAlgorithm(), provider);
            if (algorithm == SignatureAlgorithm.RSA2048) {
                generator.initialize(SignatureAlgorithm.MIN_RSA_BITS);
            } else {
                generator.initialize(new ECGenParameterSpec("secp256r1"));
            }
            return generator.generateKeyPair();
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new TokenException("the token '" + label + "' could not make a " + algorithm.id() + " key", e);
        }
    }

    /**
     * Binds {@code certificate} to the token's key {@code key} under {@code alias}, replacing the certificate bound
     * before (a placeholder, or one that expired) when the key is the same, and any other entry of that alias.
     */
    public void bind(String alias, PrivateKey key, X509Certificate certificate) throws TokenException {
        try {
            keyStore.setKeyEntry(alias, key, null, new Certificate[] {certificate});
        } catch (GeneralSecurityException e) {
            throw new TokenException("could not bind the certificate of '" + alias + "' in the token '" + label
                    + "'", e);
        }
    }

    /** Binds {@code certificate} to the key the token holds under {@code alias} (its public key must be the same). */
    public void rebind(String alias, X509Certificate certificate) throws TokenException {
        bind(alias, privateKey(alias, certificate), certificate);
    }

    /**
     * The token's key under {@code alias}, once the certificate bound to it is for the public key of
     * {@code certificate}.
     */
    public PrivateKey privateKey(String alias, X509Certificate certificate) throws TokenException {
        try {
            if (!(keyStore.getEntry(alias, null) instanceof KeyStore.PrivateKeyEntry entry)) {
                throw new TokenException("the token '" + label + "' holds no key '" + alias + "' (it holds "
                        + String.join(", ", aliases()) + ")");
            }
            if (!Arrays.equals(entry.getCertificate().getPublicKey().getEncoded(),
                    certificate.getPublicKey().getEncoded())) {
                throw new TokenException("the token '" + label + "' holds a key '" + alias
                        + "' for another certificate than " + certificate.getSubjectX500Principal().getName());
            }
            return entry.getPrivateKey();
        } catch (GeneralSecurityException e) {
            throw new TokenException("could not read the key '" + alias + "' of the token '" + label + "'", e);
        }
    }

    /** The signing identity of the token's key {@code alias} and its {@code certificate}, pinned to this token. */
    public SigningIdentity signingIdentity(String alias, X509Certificate certificate) throws TokenException {
        SignatureAlgorithm algorithm = SignatureAlgorithm.forKey(certificate.getPublicKey())
                .orElseThrow(() -> new TokenException("the certificate of '" + alias + "' holds a key of no allowed"
                        + " algorithm"));
        requireTokenAlgorithm(algorithm, "the key of '" + alias + "'");
        return new SigningIdentity(certificate, privateKey(alias, certificate), algorithm, signing);
    }

    /** The aliases of the key entries the token lists, sorted. */
    public List<String> aliases() throws TokenException {
        try {
            List<String> aliases = Collections.list(keyStore.aliases());
            Collections.sort(aliases);
            return aliases;
        } catch (GeneralSecurityException e) {
            throw new TokenException("could not list the keys of the token '" + label + "'", e);
        }
    }

    public String label() {
        return label;
    }

    public Path library() {
        return library;
    }

    /** The token's SunPKCS11 provider: everything done with its keys is done through it. */
    public Provider provider() {
        return provider;
    }

    /** The token's provider with the bound on signatures made at once, as signing identities carry it. */
    public TokenProvider signing() {
        return signing;
    }

    /** The token's key store ({@code PKCS11}), logged in. */
    public KeyStore keyStore() {
        return keyStore;
    }

    @Override
    public String toString() {
        return "Pkcs11Token['" + label + "' in " + library + "]";
    }

    /**
     * A SunPKCS11 provider for {@code slot}, whose generated private keys are token objects, private, sensitive and
     * never extractable (the {@code attributes} line applies to every key generated through it).
     */
    private static Provider provider(Path library, String label, long slot) throws TokenException {
        String config = "--name=etp-token-" + OPENED.incrementAndGet() + "\n"
                + "library=" + library + "\n"
                + "slot=" + slot + "\n"
                + "attributes(generate, CKO_PRIVATE_KEY, *) = {\n"
                + "  CKA_TOKEN = true\n  CKA_PRIVATE = true\n  CKA_SENSITIVE = true\n  CKA_EXTRACTABLE = false\n"
                + "  CKA_SIGN = true\n}\n";
        Provider base = Security.getProvider("SunPKCS11");
        if (base == null) {
            throw new TokenException("this JDK has no SunPKCS11 provider (module jdk.crypto.cryptoki)");
        }
        try {
            return base.configure(config);
        } catch (RuntimeException e) {
            throw new TokenException("SunPKCS11 could not open the token '" + label + "' (slot " + slot + ") of "
                    + library, e);
        }
    }

    /**
     * Logs in to the token of {@code provider} with {@code pin} (which the caller overwrites) and returns its key
     * store. SunPKCS11 logs in only when the token is not logged in already, so a caller that must have the PIN
     * checked logs out first.
     */
    static KeyStore login(Provider provider, String label, char[] pin) throws TokenException {
        try {
            KeyStore store = KeyStore.getInstance("PKCS11", provider);
            store.load(null, pin);
            return store;
        } catch (IOException e) {
            if (causedBy(e, "CKR_PIN_INCORRECT") || causedBy(e, "CKR_PIN_LEN_RANGE")) {
                throw new WrongPinException("the PIN of the token '" + label + "' is wrong", e);
            }
            if (causedBy(e, "CKR_PIN_LOCKED")) {
                throw new TokenException("the PIN of the token '" + label + "' is locked: its security officer"
                        + " must set a new one", e);
            }
            throw new TokenException("could not log in to the token '" + label + "'", e);
        } catch (GeneralSecurityException e) {
            throw new TokenException("could not open the key store of the token '" + label + "'", e);
        }
    }

    private static boolean causedBy(Throwable e, String code) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (String.valueOf(cause.getMessage()).contains(code)) {
                return true;
            }
        }
        return false;
    }
}
