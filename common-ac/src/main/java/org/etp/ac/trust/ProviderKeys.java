package org.etp.ac.trust;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;

/**
 * Re-makes keys with the provider their algorithm signs with, once when they are loaded, so that
 * {@link SignatureAlgorithm#newSignature()} never has to translate a foreign key per message.
 */
final class ProviderKeys {

    private ProviderKeys() {
    }

    static PrivateKey privateKey(PrivateKey key, SignatureAlgorithm algorithm) throws GeneralSecurityException {
        return algorithm.provider() == null ? key
                : factory(algorithm).generatePrivate(new PKCS8EncodedKeySpec(key.getEncoded()));
    }

    /** A signing identity of {@code certificate} and {@code key}, the key re-made for its provider. */
    static SigningIdentity signingIdentity(X509Certificate certificate, PrivateKey key, String owner)
            throws TrustException {
        SignatureAlgorithm algorithm = SignatureAlgorithm.forKey(certificate.getPublicKey())
                .orElseThrow(() -> new TrustException(owner + " holds a key of no allowed algorithm"));
        try {
            return new SigningIdentity(certificate, privateKey(key, algorithm), algorithm);
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not load the " + algorithm.id() + " key of " + owner, e);
        }
    }

    static PublicKey publicKey(PublicKey key, SignatureAlgorithm algorithm) throws GeneralSecurityException {
        return algorithm.provider() == null ? key
                : factory(algorithm).generatePublic(new X509EncodedKeySpec(key.getEncoded()));
    }

    private static KeyFactory factory(SignatureAlgorithm algorithm) throws GeneralSecurityException {
        return KeyFactory.getInstance(algorithm.keyAlgorithm(), algorithm.provider());
    }
}
