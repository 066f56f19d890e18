package org.etp.ac.pki;

import java.security.KeyPair;
import java.security.Provider;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.function.Function;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TokenKeys;
import org.etp.ac.trust.TrustException;

/**
 * Where the signing keys a PKI directory is given are made and kept: in software, each in a key store of the
 * directory, or, with a PKCS#11 token, inside the token, only their certificates going to the directory and
 * {@value PkiLayout#TOKEN_KEYS} saying which token holds which key. The token may be one for all keys or one per
 * key's name (each prescriber's own). Ed25519 keys are made in software even with a token, which cannot hold one.
 */
final class SigningKeys {

    /** A key pair, and the token that made it (null: made in software). */
    record Made(KeyPair keys, Pkcs11Token token) {

        boolean inToken() {
            return token != null;
        }
    }

    private final PkiFileWriter files;
    private final Function<String, Pkcs11Token> tokens;
    private TokenKeys tokenKeys;

    private SigningKeys(PkiFileWriter files, Function<String, Pkcs11Token> tokens, TokenKeys tokenKeys) {
        this.files = files;
        this.tokens = tokens;
        this.tokenKeys = tokenKeys;
    }

    /** Keys written by {@code files}, made in {@code token} when it is not null, beside {@code tokenKeys}. */
    static SigningKeys in(PkiFileWriter files, Pkcs11Token token, TokenKeys tokenKeys) {
        return new SigningKeys(files, name -> token, tokenKeys);
    }

    /**
     * Keys written by {@code files}, each made in the token {@code tokens} gives for its name (null: in software),
     * beside {@code tokenKeys}.
     */
    static SigningKeys each(PkiFileWriter files, Function<String, Pkcs11Token> tokens, TokenKeys tokenKeys) {
        return new SigningKeys(files, tokens, tokenKeys);
    }

    /** A new key pair {@code name} of {@code algorithm}: in its token when it has one that can hold such a key. */
    Made make(String name, SignatureAlgorithm algorithm) throws TrustException {
        Pkcs11Token token = tokens.apply(name);
        if (token == null || !Pkcs11Token.ALGORITHMS.contains(algorithm)) {
            return new Made(KeyPairs.generate(algorithm), null);
        }
        try {
            return new Made(token.generate(algorithm), token);
        } catch (TokenException e) {
            throw new TrustException(e.getMessage(), e);
        }
    }

    /** The provider that signs with {@code key}: the token's for a key in it, else null (Bouncy Castle). */
    static Provider provider(Made key) {
        return key.inToken() ? key.token().provider() : null;
    }

    /**
     * Keeps {@code key} with its {@code chain} (its certificate first): bound to its certificate under {@code alias}
     * in the token, else in the key store {@code keyStoreFile} of the directory.
     */
    void store(String keyStoreFile, String alias, Made key, List<X509Certificate> chain) throws TrustException {
        if (!key.inToken()) {
            files.keyStore(keyStoreFile, alias, key.keys().getPrivate(), chain);
            return;
        }
        try {
            key.token().bind(alias, key.keys().getPrivate(), chain.get(0));
        } catch (TokenException e) {
            throw new TrustException(e.getMessage(), e);
        }
        tokenKeys = tokenKeys.with(alias, key.token().label(), key.token().library());
    }

    /** Writes {@value PkiLayout#TOKEN_KEYS} when a token holds any key of the directory. */
    void writeTokenKeys() throws TrustException {
        if (!tokenKeys.labels().isEmpty()) {
            files.text(PkiLayout.TOKEN_KEYS, tokenKeys.text());
        }
    }
}
