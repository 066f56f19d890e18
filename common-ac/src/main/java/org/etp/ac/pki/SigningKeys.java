package org.etp.ac.pki;

import java.security.KeyPair;
import java.security.Provider;
import java.security.cert.X509Certificate;
import java.util.List;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TokenKeys;
import org.etp.ac.trust.TrustException;

/**
 * Where the signing keys a PKI directory is given are made and kept: in software, each in a key store of the
 * directory, or, with a PKCS#11 token, inside the token, only their certificates going to the directory and
 * {@value PkiLayout#TOKEN_KEYS} saying which token holds which key. Ed25519 keys are made in software even with a
 * token, which cannot hold one.
 */
final class SigningKeys {

    /** A key pair, and whether the token made it. */
    record Made(KeyPair keys, boolean inToken) {
    }

    private final PkiFileWriter files;
    private final Pkcs11Token token;
    private TokenKeys tokenKeys;

    private SigningKeys(PkiFileWriter files, Pkcs11Token token, TokenKeys tokenKeys) {
        this.files = files;
        this.token = token;
        this.tokenKeys = tokenKeys;
    }

    /** Keys written by {@code files}, made in {@code token} when it is not null, beside {@code tokenKeys}. */
    static SigningKeys in(PkiFileWriter files, Pkcs11Token token, TokenKeys tokenKeys) {
        return new SigningKeys(files, token, tokenKeys);
    }

    /** A new key pair of {@code algorithm}: in the token when there is one and it can hold such a key. */
    Made make(SignatureAlgorithm algorithm) throws TrustException {
        if (token == null || !Pkcs11Token.ALGORITHMS.contains(algorithm)) {
            return new Made(KeyPairs.generate(algorithm), false);
        }
        try {
            return new Made(token.generate(algorithm), true);
        } catch (TokenException e) {
            throw new TrustException(e.getMessage(), e);
        }
    }

    /** The provider that signs with {@code key}: the token's for a key in it, else null (Bouncy Castle). */
    Provider provider(Made key) {
        return key.inToken() ? token.provider() : null;
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
            token.bind(alias, key.keys().getPrivate(), chain.get(0));
        } catch (TokenException e) {
            throw new TrustException(e.getMessage(), e);
        }
        tokenKeys = tokenKeys.with(alias, token.label(), token.library());
    }

    /** Writes {@value PkiLayout#TOKEN_KEYS} when a token holds any key of the directory. */
    void writeTokenKeys() throws TrustException {
        if (!tokenKeys.labels().isEmpty()) {
            files.text(PkiLayout.TOKEN_KEYS, tokenKeys.text());
        }
    }
}
