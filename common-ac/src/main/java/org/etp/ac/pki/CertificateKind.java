package org.etp.ac.pki;

import java.io.IOException;
import java.security.PublicKey;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Locale;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.Extensions;
import org.bouncycastle.asn1.x509.ExtensionsGenerator;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;

/**
 * The three kinds of end-entity certificate a PKI directory holds a key for, and the extensions each carries:
 * {@code CA:false} and a critical key usage, then one extended key usage that says what the key is for, so that
 * no certificate serves as another kind. The demo CA issues with these extensions, {@code pki csr} requests
 * them, and {@code pki import} requires them.
 *
 * <ul>
 * <li>{@code prescriber}: digitalSignature, nonRepudiation; {@value PkiLayout#PRESCRIBING_PURPOSE} (prescribing)</li>
 * <li>{@code pharmacy}: digitalSignature, nonRepudiation; {@value PkiLayout#PHARMACY_SIGNING_PURPOSE} alone
 *     (the pharmacy's receipts)</li>
 * <li>{@code tls}: digitalSignature (and keyEncipherment for an RSA key); serverAuth</li>
 * </ul>
 */
public enum CertificateKind {

    PRESCRIBER(purpose(PkiLayout.PRESCRIBING_PURPOSE)),
    PHARMACY(purpose(PkiLayout.PHARMACY_SIGNING_PURPOSE)),
    TLS(KeyPurposeId.id_kp_serverAuth);

    static final int SIGNING = KeyUsage.digitalSignature | KeyUsage.nonRepudiation;
    private static final int DIGITAL_SIGNATURE = 0;

    private final KeyPurposeId purpose;

    CertificateKind(KeyPurposeId purpose) {
        this.purpose = purpose;
    }

    /** The name on the command line: {@code prescriber}, {@code pharmacy} or {@code tls}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CertificateKind fromId(String id) {
        for (CertificateKind kind : values()) {
            if (kind.id().equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no certificate kind '" + id + "': prescriber, pharmacy or tls");
    }

    /** The kind whose extended key usage {@code extensions} name, as a signing request asks for it. */
    static CertificateKind requestedBy(Extensions extensions) throws TrustException {
        ExtendedKeyUsage usage = extensions == null ? null : ExtendedKeyUsage.fromExtensions(extensions);
        for (CertificateKind kind : values()) {
            if (usage != null && usage.hasKeyPurposeId(kind.purpose)) {
                return kind;
            }
        }
        throw new TrustException("the signing request names no extended key usage of a prescriber, pharmacy or TLS"
                + " key");
    }

    /** The extensions of a certificate of this kind for {@code key}. */
    Extensions extensions(PublicKey key) throws IOException {
        return endEntity(this == TLS ? tlsUsage(key) : SIGNING, purpose);
    }

    /**
     * Fails unless {@code certificate} may serve as this kind: no CA, digitalSignature, and this kind's extended key
     * usage (for a pharmacy signing certificate, that one alone, as {@code PharmacySigningKey} requires).
     */
    void check(X509Certificate certificate) throws TrustException {
        String who = Names.readable(certificate.getSubjectX500Principal());
        if (certificate.getBasicConstraints() >= 0) {
            throw new TrustException(who + " is a CA certificate, not a " + id() + " certificate");
        }
        boolean[] usage = certificate.getKeyUsage();
        if (usage == null || !usage[DIGITAL_SIGNATURE]) {
            throw new TrustException(who + ": its key usage lacks digitalSignature, which a " + id()
                    + " certificate needs");
        }
        List<String> purposes;
        try {
            purposes = certificate.getExtendedKeyUsage();
        } catch (CertificateParsingException e) {
            throw new TrustException(who + ": its extended key usage is unreadable", e);
        }
        String wanted = purpose.getId();
        boolean fits = this == PHARMACY ? List.of(wanted).equals(purposes)
                : purposes != null && purposes.contains(wanted);
        if (!fits) {
            throw new TrustException(who + ": its extended key usage " + (purposes == null ? "is absent" : purposes)
                    + ", not the " + id() + " purpose " + wanted + (this == PHARMACY ? " alone" : ""));
        }
    }

    /** An end entity's extensions: {@code CA:false}, {@code usage} (both critical) and {@code purpose}. */
    static Extensions endEntity(int usage, KeyPurposeId purpose) throws IOException {
        ExtensionsGenerator extensions = new ExtensionsGenerator();
        extensions.addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
        extensions.addExtension(Extension.keyUsage, true, new KeyUsage(usage));
        extensions.addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(purpose));
        return extensions.generate();
    }

    /** A TLS key signs; an RSA one may also encipher (TLS 1.2 key transport). */
    static int tlsUsage(PublicKey key) {
        return "RSA".equals(key.getAlgorithm())
                ? KeyUsage.digitalSignature | KeyUsage.keyEncipherment : KeyUsage.digitalSignature;
    }

    private static KeyPurposeId purpose(String oid) {
        return KeyPurposeId.getInstance(new ASN1ObjectIdentifier(oid));
    }
}
