package org.etp.ac.pki;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.Date;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.etp.ac.signing.Providers;
import org.etp.ac.trust.TrustException;

/**
 * The X.509 mechanics behind {@link CertificateAuthority}: a v3 certificate with a random positive
 * 63-bit serial, subject and authority key identifiers and the extensions of its kind, signed with the
 * issuer's key (SHA-256 with RSA or ECDSA, or Ed25519), and parsed back by the JDK.
 */
final class CertificateBuilder {

    private static final SecureRandom RANDOM = new SecureRandom();

    private CertificateBuilder() {
    }

    static X509Certificate build(X500Principal subject, PublicKey key, Instant notBefore, Instant notAfter,
            X500Principal issuer, PrivateKey issuerKey, X509Certificate issuerCertificate, Extensions extensions)
            throws TrustException {
        return build(subject, key, notBefore, notAfter, issuer, issuerKey, null, issuerCertificate, extensions);
    }

    /** As above, signed by {@code signingProvider} (a token's, for a key in a token; null: Bouncy Castle). */
    static X509Certificate build(X500Principal subject, PublicKey key, Instant notBefore, Instant notAfter,
            X500Principal issuer, PrivateKey issuerKey, Provider signingProvider, X509Certificate issuerCertificate,
            Extensions extensions) throws TrustException {
        if (!notBefore.isBefore(notAfter)) {
            throw new IllegalArgumentException("notBefore must be before notAfter");
        }
        try {
            var utils = new JcaX509ExtensionUtils();
            var builder = new JcaX509v3CertificateBuilder(issuer, new BigInteger(63, RANDOM).add(BigInteger.ONE),
                    Date.from(notBefore), Date.from(notAfter), subject, key);
            builder.addExtension(Extension.subjectKeyIdentifier, false, utils.createSubjectKeyIdentifier(key));
            if (issuerCertificate != null) {
                builder.addExtension(Extension.authorityKeyIdentifier, false,
                        utils.createAuthorityKeyIdentifier(issuerCertificate.getPublicKey()));
            }
            extensions.add(builder);
            byte[] encoded = builder.build(signer(issuerKey, signingProvider)).getEncoded();
            return (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(encoded));
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException("could not issue a certificate for " + subject, e);
        }
    }

    /** An end-entity TLS certificate for one purpose; an RSA key may also encipher (TLS 1.2 key transport). */
    static void tlsExtensions(X509v3CertificateBuilder builder, PublicKey key, KeyPurposeId purpose)
            throws IOException {
        add(builder, CertificateKind.endEntity(CertificateKind.tlsUsage(key), purpose));
    }

    /** Adds every one of {@code extensions}, critical where they are. */
    static void add(X509v3CertificateBuilder builder, org.bouncycastle.asn1.x509.Extensions extensions)
            throws IOException {
        for (var oid : extensions.getExtensionOIDs()) {
            builder.addExtension(extensions.getExtension(oid));
        }
    }

    static void caExtensions(X509v3CertificateBuilder builder, int pathLength) throws IOException {
        builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(pathLength));
        builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign));
    }

    static ContentSigner signer(PrivateKey key) throws GeneralSecurityException {
        return signer(key, null);
    }

    /**
     * A content signer for {@code key} pinned to {@code provider}: a key in a PKCS#11 token signs only through its
     * token's provider (Bouncy Castle, or any software provider, would refuse it); null pins Bouncy Castle.
     */
    static ContentSigner signer(PrivateKey key, Provider provider) throws GeneralSecurityException {
        String name = switch (key.getAlgorithm()) {
            case "RSA" -> "SHA256withRSA";
            case "EC", "ECDSA" -> "SHA256withECDSA";
            case "Ed25519", "EdDSA" -> "Ed25519";
            default -> throw new GeneralSecurityException("no CA signature for a " + key.getAlgorithm() + " key");
        };
        try {
            return new JcaContentSignerBuilder(name).setProvider(provider == null ? Providers.bouncyCastle() : provider)
                    .build(key);
        } catch (OperatorCreationException e) {
            throw new GeneralSecurityException("could not sign with a " + key.getAlgorithm() + " key", e);
        }
    }

    /** Adds the extensions particular to one kind of certificate. */
    @FunctionalInterface
    interface Extensions {
        void add(X509v3CertificateBuilder builder) throws IOException;
    }
}
