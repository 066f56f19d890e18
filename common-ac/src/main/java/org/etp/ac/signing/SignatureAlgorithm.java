package org.etp.ac.signing;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.ECKey;
import java.security.interfaces.RSAKey;
import java.security.spec.ECParameterSpec;
import java.util.Locale;
import java.util.Optional;
import org.bouncycastle.asn1.edec.EdECObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;

/**
 * The signature algorithms ETP allows, and nothing else: RSA-2048 with SHA-256 (PKCS#1 v1.5, the
 * default), ECDSA on P-256 with SHA-256, and Ed25519.
 */
public enum SignatureAlgorithm {

    RSA2048("SHA256withRSA", "RSA", "1.2.840.113549.1.1.11",
            "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256", false),
    ECP256("SHA256withECDSA", "EC", "1.2.840.10045.4.3.2",
            "http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256", true),
    ED25519("Ed25519", "Ed25519", "1.3.101.112",
            "http://www.w3.org/2021/04/xmldsig-more#eddsa-ed25519", true);

    /** The smallest RSA modulus accepted, in bits. */
    public static final int MIN_RSA_BITS = 2048;

    private static final int P256_FIELD_BITS = 256;

    private final String jcaName;
    private final String keyAlgorithm;
    private final String oid;
    private final String xmlUri;
    private final boolean bouncyCastle;

    SignatureAlgorithm(String jcaName, String keyAlgorithm, String oid, String xmlUri, boolean bouncyCastle) {
        this.jcaName = jcaName;
        this.keyAlgorithm = keyAlgorithm;
        this.oid = oid;
        this.xmlUri = xmlUri;
        this.bouncyCastle = bouncyCastle;
    }

    /** The command-line name: {@code rsa2048}, {@code ecp256}, {@code ed25519}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String jcaName() {
        return jcaName;
    }

    /** The key algorithm name for {@link java.security.KeyPairGenerator} and key factories. */
    public String keyAlgorithm() {
        return keyAlgorithm;
    }

    /** The X.509 AlgorithmIdentifier OID (RFC 4055, RFC 5758, RFC 8410). */
    public String oid() {
        return oid;
    }

    /** The XML-DSig SignatureMethod URI (RFC 6931, RFC 9231). */
    public String xmlUri() {
        return xmlUri;
    }

    /** The provider this algorithm is fastest with. */
    public Provider provider() {
        return bouncyCastle ? Providers.bouncyCastle() : null;
    }

    /** A new, uninitialised {@link Signature} from {@link #provider()}. */
    public Signature newSignature() throws GeneralSecurityException {
        Provider provider = provider();
        return provider == null ? Signature.getInstance(jcaName) : Signature.getInstance(jcaName, provider);
    }

    public static SignatureAlgorithm fromId(String id) {
        for (SignatureAlgorithm algorithm : values()) {
            if (algorithm.id().equals(id)) {
                return algorithm;
            }
        }
        throw new IllegalArgumentException("unknown signature algorithm '" + id + "' (rsa2048, ecp256 or ed25519)");
    }

    public static Optional<SignatureAlgorithm> fromXmlUri(String uri) {
        for (SignatureAlgorithm algorithm : values()) {
            if (algorithm.xmlUri.equals(uri)) {
                return Optional.of(algorithm);
            }
        }
        return Optional.empty();
    }

    /**
     * The algorithm a key is allowed to be used with, or empty when the key is of no allowed kind
     * (an RSA modulus under {@value #MIN_RSA_BITS} bits, an EC curve other than P-256, ...).
     */
    public static Optional<SignatureAlgorithm> forKey(Key key) {
        if (key instanceof RSAKey rsa) {
            return rsa.getModulus().bitLength() >= MIN_RSA_BITS ? Optional.of(RSA2048) : Optional.empty();
        }
        if (key instanceof ECKey ec) {
            return isP256(ec.getParams()) ? Optional.of(ECP256) : Optional.empty();
        }
        String name = key.getAlgorithm();
        return ("Ed25519".equalsIgnoreCase(name) || "EdDSA".equalsIgnoreCase(name)) && isEd25519Encoding(key)
                ? Optional.of(ED25519) : Optional.empty();
    }

    /** Whether {@code key} is an allowed key for this algorithm (right kind, size and curve). */
    public boolean fits(Key key) {
        return forKey(key).filter(this::equals).isPresent();
    }

    private static boolean isP256(ECParameterSpec params) {
        return params != null && params.getCurve().getField().getFieldSize() == P256_FIELD_BITS
                && params.getOrder().bitLength() == P256_FIELD_BITS
                && params.getCurve().getA().equals(P256.A) && params.getCurve().getB().equals(P256.B);
    }

    /** An EdDSA key is Ed25519 when its encoding names id-Ed25519 (Ed448 keys are not allowed). */
    private static boolean isEd25519Encoding(Key key) {
        byte[] encoded = key.getEncoded();
        if (encoded == null) {
            return false;
        }
        try {
            var algorithm = key instanceof PublicKey
                    ? SubjectPublicKeyInfo.getInstance(encoded).getAlgorithm()
                    : PrivateKeyInfo.getInstance(encoded).getPrivateKeyAlgorithm();
            return EdECObjectIdentifiers.id_Ed25519.equals(algorithm.getAlgorithm());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The coefficients of NIST P-256 (FIPS 186-4, D.1.2.3). */
    private static final class P256 {
        static final BigInteger A = new BigInteger(
                "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc", 16);
        static final BigInteger B = new BigInteger(
                "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b", 16);
    }
}
