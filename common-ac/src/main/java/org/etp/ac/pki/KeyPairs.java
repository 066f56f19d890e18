package org.etp.ac.pki;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.TrustException;

/** Fresh key pairs for the demo PKI and for tests that need a key of some other kind. */
public final class KeyPairs {

    private KeyPairs() {
    }

    /** A new key pair for {@code algorithm}, from the provider that algorithm signs with. */
    public static KeyPair generate(SignatureAlgorithm algorithm) throws TrustException {
        try {
            KeyPairGenerator generator = algorithm.provider() == null
                    ? KeyPairGenerator.getInstance(algorithm.keyAlgorithm())
                    : KeyPairGenerator.getInstance(algorithm.keyAlgorithm(), algorithm.provider());
            switch (algorithm) {
                case RSA2048 -> generator.initialize(SignatureAlgorithm.MIN_RSA_BITS);
                case ECP256 -> generator.initialize(new ECGenParameterSpec("secp256r1"));
                case ED25519 -> { }
            }
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not generate a " + algorithm.id() + " key pair", e);
        }
    }

    /** A new RSA key pair of any size, including sizes ETP refuses (for tests of that refusal). */
    public static KeyPair rsa(int bits) throws TrustException {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(bits);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not generate an RSA-" + bits + " key pair", e);
        }
    }

    /** A new EC key pair on a named curve, e.g. {@code secp384r1} (for tests of curves ETP refuses). */
    public static KeyPair ec(String curve) throws TrustException {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec(curve));
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new TrustException("could not generate an EC key pair on " + curve, e);
        }
    }
}
