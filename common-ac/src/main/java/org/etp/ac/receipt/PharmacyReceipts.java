package org.etp.ac.receipt;

import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.PharmacySigners;

/**
 * Verifies receipts from whichever pharmacy the prescriber asked: the signing certificate is the one that came with
 * the receipt ({@link SignerChain}), validated by {@link PharmacySigners} for that pharmacy's ODS code, or the PKI
 * directory's pinned one when none came; then the receipt is checked as {@link ReceiptVerifier} checks it against
 * that certificate (issuer = its subject, signature, audit certificate, prescription ID, digest binding), and it must
 * have been issued inside the certificate's validity.
 *
 * <p>Security guarantees: a key is only ever taken from a certificate validated to the directory's trust anchors
 * for the pharmacy-signing purpose and naming the ODS code asked, never from a bare key or from a certificate of
 * another pharmacy; every failure is a {@link VerificationException}. Thread-safe.
 */
public final class PharmacyReceipts {

    private final PharmacySigners signers;

    public PharmacyReceipts(PharmacySigners signers) {
        if (signers == null) {
            throw new IllegalArgumentException("pharmacy receipts need the trusted signers");
        }
        this.signers = signers;
    }

    /**
     * Verifies {@code receipt}, sent by the pharmacy {@code ods} with {@code chain} or none, as the answer about
     * {@code expected}, whose certificate the caller stored as {@code ownCertificate}, at {@code now}.
     *
     * @throws VerificationException with the reason of the first check that failed
     */
    public VerifiedReceipt verify(String ods, EncodedReceipt receipt, Optional<SignerChain> chain,
            PrescriptionId expected, byte[] ownCertificate, Instant now) throws VerificationException {
        X509Certificate certificate = signers.signerFor(ods, chain.map(SignerChain::certificates).orElse(List.of()),
                now);
        VerifiedReceipt verified = new ReceiptVerifier(certificate).verify(receipt, expected, ownCertificate);
        Instant issued = verified.issuedAt();
        if (issued.isAfter(certificate.getNotAfter().toInstant())) {
            throw new VerificationException(Reason.EXPIRED, "the receipt was issued after its signing certificate"
                    + " expired");
        }
        if (issued.isBefore(certificate.getNotBefore().toInstant())) {
            throw new VerificationException(Reason.NOT_YET_VALID, "the receipt was issued before its signing"
                    + " certificate was valid");
        }
        return verified;
    }

    /** The signers this verifier takes certificates from. */
    public PharmacySigners signers() {
        return signers;
    }
}
