package org.etp.ac.trust;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertPathValidator;
import java.security.cert.CertificateFactory;
import java.security.cert.CertificateParsingException;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;

/**
 * The pharmacy's own signing key and certificate ({@value PkiLayout#PHARMACY_SIGNING_KEY_STORE}), read and
 * checked before anything may use it: the certificate must chain through the directory's service CA to its
 * root (PKIX, at the given instant), name the pharmacy-signing purpose
 * ({@value PkiLayout#PHARMACY_SIGNING_PURPOSE}) as its only extended key usage, and match the key beside it.
 * Any failure is a {@link TrustException} naming the file: the pharmacy does not start with a key it cannot
 * vouch for.
 */
public final class PharmacySigningKey {

    private PharmacySigningKey() {
    }

    /**
     * The pharmacy's signing identity from {@code pki}, checked as of {@code now}.
     *
     * @throws TrustException also when the directory says a PKCS#11 token holds the key: {@link #read(PkiDirectory,
     *         Instant, Pkcs11Token)}
     */
    public static SigningIdentity read(PkiDirectory pki, Instant now) throws TrustException {
        Optional<String> label = pki.tokenKeys().labelOf(PkiLayout.PHARMACY_SIGNING_ALIAS);
        if (label.isPresent()) {
            throw new TrustException("the pharmacy's signing key is held in the PKCS#11 token '" + label.get()
                    + "': name it with etp.signing.pkcs11.library, .token-label and .pin-file");
        }
        Path dir = pki.path();
        PkiFiles.requireFile(dir, PkiLayout.PHARMACY_SIGNING_KEY_STORE);
        Path file = dir.resolve(PkiLayout.PHARMACY_SIGNING_KEY_STORE);
        KeyStore.PrivateKeyEntry entry = PkiFiles.readKeyEntry(file, PkiLayout.PHARMACY_SIGNING_ALIAS,
                pki.password());
        if (!(entry.getCertificate() instanceof X509Certificate certificate)) {
            throw new TrustException(file + " holds no X.509 certificate");
        }
        X509Certificate serviceCa = PkiFiles.readCertificate(dir.resolve(PkiLayout.SERVICE_CA));
        checkChain(certificate, serviceCa, pki.rootCertificate(), now, file);
        checkPurpose(certificate, file);
        return ProviderKeys.signingIdentity(certificate, entry.getPrivateKey(), file.toString());
    }

    /**
     * The pharmacy's signing identity with its key from {@code token} (alias {@value PkiLayout#PHARMACY_SIGNING_ALIAS})
     * and its certificate from {@code pki}, checked as {@link #read(PkiDirectory, Instant)} checks it.
     *
     * @throws TrustException when the token holds no such key for the certificate, or the certificate's key is
     *         Ed25519 (no token holds one)
     */
    public static SigningIdentity read(PkiDirectory pki, Instant now, Pkcs11Token token) throws TrustException {
        X509Certificate certificate = trustedCertificate(pki, now);
        try {
            return token.signingIdentity(PkiLayout.PHARMACY_SIGNING_ALIAS, certificate);
        } catch (TokenException | IllegalArgumentException e) {
            throw new TrustException("the pharmacy's signing key in the PKCS#11 token '" + token.label() + "': "
                    + e.getMessage(), e);
        }
    }

    /**
     * The pharmacy's signing certificate ({@value PkiLayout#PHARMACY_SIGNING}) as a verifier of its receipts
     * trusts it: read from {@code pki}, never from a message, and checked as {@link #read} checks it (chain
     * through the service CA to the root at {@code now}, the pharmacy-signing purpose only). No key is read.
     */
    public static X509Certificate trustedCertificate(PkiDirectory pki, Instant now) throws TrustException {
        Path dir = pki.path();
        PkiFiles.requireFile(dir, PkiLayout.PHARMACY_SIGNING);
        Path file = dir.resolve(PkiLayout.PHARMACY_SIGNING);
        X509Certificate certificate = PkiFiles.readCertificate(file);
        X509Certificate serviceCa = PkiFiles.readCertificate(dir.resolve(PkiLayout.SERVICE_CA));
        checkChain(certificate, serviceCa, pki.rootCertificate(), now, file);
        checkPurpose(certificate, file);
        return certificate;
    }

    private static void checkChain(X509Certificate certificate, X509Certificate serviceCa, X509Certificate root,
            Instant now, Path file) throws TrustException {
        if (!certificate.getIssuerX500Principal().equals(serviceCa.getSubjectX500Principal())) {
            throw new TrustException(file + " is not issued by the service CA (" + PkiLayout.SERVICE_CA + ")");
        }
        try {
            PKIXParameters parameters = new PKIXParameters(Set.of(new TrustAnchor(root, null)));
            parameters.setRevocationEnabled(false);
            parameters.setDate(Date.from(now));
            CertPathValidator.getInstance("PKIX").validate(CertificateFactory.getInstance("X.509")
                    .generateCertPath(List.of(certificate, serviceCa)), parameters);
        } catch (GeneralSecurityException e) {
            throw new TrustException(file + " does not chain through the service CA to the root: " + e.getMessage(),
                    e);
        }
    }

    private static void checkPurpose(X509Certificate certificate, Path file) throws TrustException {
        try {
            if (!List.of(PkiLayout.PHARMACY_SIGNING_PURPOSE).equals(certificate.getExtendedKeyUsage())) {
                throw new TrustException(file + " is not a pharmacy signing certificate (extended key usage "
                        + PkiLayout.PHARMACY_SIGNING_PURPOSE + " only)");
            }
        } catch (CertificateParsingException e) {
            throw new TrustException(file + " has an unreadable extended key usage", e);
        }
    }
}
