package org.etp.ac.signing;

import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import javax.security.auth.x500.X500Principal;

/**
 * A prescriber's private key with the certificate that vouches for it, as the prescriber side
 * holds them. The certificate's subject is the issuer name of everything signed with the key.
 */
public record SigningIdentity(X509Certificate certificate, PrivateKey privateKey, SignatureAlgorithm algorithm) {

    public SigningIdentity {
        if (certificate == null || privateKey == null || algorithm == null) {
            throw new IllegalArgumentException("a signing identity needs a certificate, a private key and an algorithm");
        }
        SignatureAlgorithm ofKey = SignatureAlgorithm.forKey(certificate.getPublicKey())
                .orElseThrow(() -> new IllegalArgumentException("the certificate's key is of no allowed algorithm"));
        if (ofKey != algorithm) {
            throw new IllegalArgumentException("the certificate holds a " + ofKey.id() + " key, not " + algorithm.id());
        }
    }

    public X500Principal subject() {
        return certificate.getSubjectX500Principal();
    }

    @Override
    public String toString() {
        return "SigningIdentity[" + subject().getName() + ", " + algorithm.id() + "]";
    }
}
