package org.etp.ac.receipt;

import java.time.Instant;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.StatusChange;

/**
 * A receipt the {@link ReceiptVerifier} accepted: only it creates one. {@link #latest()} is the outcome it
 * attests (the last entry of the status history).
 *
 * @param digestChecked whether the receipt's digest was compared with the caller's own stored certificate;
 *                      false only from {@link ReceiptVerifier#verifyWithoutCertificate}
 */
public record VerifiedReceipt(PrescriptionCertificate certificate, EncodedReceipt receipt, boolean digestChecked) {

    public VerifiedReceipt {
        if (certificate == null || receipt == null || !(certificate.content() instanceof AuditRecord)) {
            throw new IllegalArgumentException("a verified receipt is an audit certificate with its bytes");
        }
    }

    public PrescriptionId prescriptionId() {
        return certificate.prescriptionId();
    }

    public AuditRecord record() {
        return (AuditRecord) certificate.content();
    }

    /** The outcome: the newest status change. */
    public StatusChange latest() {
        var history = record().statusHistory();
        return history.get(history.size() - 1);
    }

    /** The pharmacy that signed it (its signing certificate's subject). */
    public X500Principal pharmacy() {
        return certificate.issuer();
    }

    /** When the pharmacy issued it (the start of its validity). */
    public Instant issuedAt() {
        return certificate.validity().notBefore();
    }
}
