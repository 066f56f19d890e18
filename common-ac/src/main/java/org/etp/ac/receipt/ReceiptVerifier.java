package org.etp.ac.receipt;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * Decides whether a receipt is the trusted pharmacy's word about one's own prescription.
 *
 * <p>Security guarantees: the pharmacy's certificate comes from the verifier's PKI directory
 * ({@code pharmacy/pharmacy-signing.pem}, chained through the service CA to the root with PKIX and of the
 * pharmacy-signing purpose only), never from the message. A receipt is accepted only if it decodes strictly
 * in its one canonical form, names that certificate's subject as its issuer ({@code UNKNOWN_PHARMACY}
 * otherwise), carries a signature over its exact bytes that verifies with that certificate's key
 * ({@code UNSIGNED}, {@code BAD_SIGNATURE}), is an audit certificate ({@code MALFORMED}), and names the
 * expected prescription ID and — with {@link #verify} — the SHA-256 of the caller's own stored certificate
 * bytes ({@code RECEIPT_MISMATCH}). Fails closed; immutable and thread-safe.
 */
public final class ReceiptVerifier {

    private final X509Certificate pharmacy;

    /** A verifier that trusts {@code pharmacy}; the caller vouches for that certificate. */
    public ReceiptVerifier(X509Certificate pharmacy) {
        if (pharmacy == null) {
            throw new IllegalArgumentException("a receipt verifier needs the pharmacy's certificate");
        }
        this.pharmacy = pharmacy;
    }

    /**
     * A verifier that trusts the pharmacy signing certificate of {@code pki}, checked at {@code now}.
     *
     * @throws TrustException when it is missing, does not chain to the root or is not for pharmacy signing
     */
    public static ReceiptVerifier fromPki(PkiDirectory pki, Instant now) throws TrustException {
        return new ReceiptVerifier(PharmacySigningKey.trustedCertificate(pki, now));
    }

    /** The certificate whose key receipts must verify with. */
    public X509Certificate pharmacyCertificate() {
        return pharmacy;
    }

    /**
     * Verifies {@code receipt} as the answer about {@code expected}, whose certificate the caller stored as
     * {@code ownCertificate} (the exact bytes it sent).
     *
     * @throws VerificationException with the reason of the first check that failed
     */
    public VerifiedReceipt verify(EncodedReceipt receipt, PrescriptionId expected, byte[] ownCertificate)
            throws VerificationException {
        if (ownCertificate == null || ownCertificate.length == 0) {
            throw new IllegalArgumentException("the caller's own certificate bytes are required");
        }
        return check(receipt, expected, Optional.of(ownCertificate));
    }

    /**
     * Verifies everything {@link #verify} does but the digest binding, for a caller that does not hold the
     * prescription certificate (the command line): the result says {@code digestChecked() == false}.
     */
    public VerifiedReceipt verifyWithoutCertificate(EncodedReceipt receipt, PrescriptionId expected)
            throws VerificationException {
        return check(receipt, expected, Optional.empty());
    }

    private VerifiedReceipt check(EncodedReceipt receipt, PrescriptionId expected, Optional<byte[]> own)
            throws VerificationException {
        if (receipt == null || expected == null) {
            throw new IllegalArgumentException("a receipt and the expected prescription ID are required");
        }
        PrescriptionCertificate certificate;
        try {
            DecodedCertificate decoded = receipt.format().codec().decode(receipt.bytes());
            if (decoded.signatureAlgorithm().isEmpty()) {
                throw new VerificationException(Reason.UNSIGNED, "the receipt carries no signature");
            }
            if (!decoded.issuer().equals(pharmacy.getSubjectX500Principal())) {
                throw new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt names issuer "
                        + Names.readable(decoded.issuer()) + ", not the trusted pharmacy "
                        + Names.readable(pharmacy.getSubjectX500Principal()));
            }
            decoded.verifySignature(pharmacy.getPublicKey());
            certificate = decoded.parse();
        } catch (RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, "the receipt could not be read", e);
        }
        if (!(certificate.content() instanceof AuditRecord record)) {
            throw new VerificationException(Reason.MALFORMED, "the receipt is a " + certificate.profile().id()
                    + " certificate, not an audit certificate");
        }
        if (!record.prescriptionId().equals(expected)) {
            throw new VerificationException(Reason.RECEIPT_MISMATCH, "the receipt is about "
                    + record.prescriptionId() + ", not " + expected);
        }
        String digest = digest(record.verificationResults());
        if (own.isPresent() && !MessageDigest.isEqual(digest.getBytes(StandardCharsets.US_ASCII),
                ReceiptIssuer.sha256Hex(own.get()).getBytes(StandardCharsets.US_ASCII))) {
            throw new VerificationException(Reason.RECEIPT_MISMATCH, "the receipt binds another certificate than the"
                    + " one stored for " + expected);
        }
        return new VerifiedReceipt(certificate, receipt, own.isPresent());
    }

    /** The one digest result, which the issuer puts first. */
    private static String digest(List<VerificationResult> results) throws VerificationException {
        List<VerificationResult> digests = results.stream()
                .filter(r -> r.check().equals(ReceiptIssuer.DIGEST_CHECK)).toList();
        if (digests.size() != 1 || results.get(0) != digests.get(0) || !digests.get(0).passed()) {
            throw new VerificationException(Reason.RECEIPT_MISMATCH, "the receipt does not carry exactly one"
                    + " certificate digest, first");
        }
        return digests.get(0).detail();
    }
}
