package org.etp.ac.signing;

import java.security.PrivateKey;
import java.security.Provider;
import java.security.cert.X509Certificate;
import javax.security.auth.x500.X500Principal;

/**
 * A prescriber's (or the pharmacy's) private key with the certificate that vouches for it, as the signing side
 * holds them. The certificate's subject is the issuer name of everything signed with the key.
 *
 * @param token the PKCS#11 token whose provider holds the key, or null for a key in software: a token key signs
 *              only through {@link #provider()}, never through a provider the JCA would choose
 */
public record SigningIdentity(X509Certificate certificate, PrivateKey privateKey, SignatureAlgorithm algorithm,
        TokenProvider token) {

    public SigningIdentity {
        if (certificate == null || privateKey == null || algorithm == null) {
            throw new IllegalArgumentException(
                    "a signing identity needs a certificate, a private key and an algorithm");
        }
        SignatureAlgorithm ofKey = SignatureAlgorithm.forKey(certificate.getPublicKey())
                .orElseThrow(() -> new IllegalArgumentException("the certificate's key is of no allowed algorithm"));
        if (ofKey != algorithm) {
            throw new IllegalArgumentException("the certificate holds a " + ofKey.id() + " key, not " + algorithm.id());
        }
    }

    /** A key in software, signed with by its algorithm's provider. */
    public SigningIdentity(X509Certificate certificate, PrivateKey privateKey, SignatureAlgorithm algorithm) {
        this(certificate, privateKey, algorithm, null);
    }

    public X500Principal subject() {
        return certificate.getSubjectX500Principal();
    }

    /** Whether the key is held in a token rather than in software. */
    public boolean inToken() {
        return token != null;
    }

    /** The provider that signs with this key: the token's, else the algorithm's fastest (null: the JDK's choice). */
    public Provider provider() {
        return token != null ? token.provider() : algorithm.provider();
    }

    @Override
    public String toString() {
        return "SigningIdentity[" + subject().getName() + ", " + algorithm.id()
                + (token != null ? ", in " + token.provider().getName() : "") + "]";
    }
}
