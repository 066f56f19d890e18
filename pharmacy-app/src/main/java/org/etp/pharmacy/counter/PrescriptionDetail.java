package org.etp.pharmacy.counter;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.measurement.MessageTimings;

/**
 * Everything the detail page shows of one prescription: the stored row, the content decoded from the
 * stored certificate, its items with what was supplied, the evidence of its verification, the intake's
 * timings, the readable certificate and the audit trail.
 */
public record PrescriptionDetail(String prescriptionId, String format, String profile, int size, Instant notBefore,
        Instant notAfter, Instant receivedAt, PrescriptionStatus status, String returnReason, Instant statusChangedAt,
        String statusChangedBy, Optional<PrescriptionCertificate> certificate, List<PrescribedItem> items,
        VerificationEvidence evidence, MessageTimings timings, String dump, List<AuditEntry> audit) {

    public PrescriptionDetail {
        items = List.copyOf(items);
        audit = List.copyOf(audit);
    }

    /** The prescription the certificate carries (itself or inside an audit record), if it carries one. */
    public Optional<Prescription> prescription() {
        return certificate.flatMap(PrescriptionCertificate::prescription);
    }

    public Optional<ChargeExemption> exemption() {
        return certificate.map(PrescriptionCertificate::content).filter(ChargeExemption.class::isInstance)
                .map(ChargeExemption.class::cast);
    }

    public boolean expiredAt(Instant now) {
        return now.isAfter(notAfter);
    }

    /** Whether the dispensing actions apply: received, within its validity, with items to supply. */
    public boolean dispensableAt(Instant now) {
        return status == PrescriptionStatus.RECEIVED && !expiredAt(now) && !now.isBefore(notBefore) && !items.isEmpty();
    }

    public boolean returnable() {
        return status == PrescriptionStatus.RECEIVED || status == PrescriptionStatus.EXPIRED;
    }

    public String statusLabel() {
        return CounterActions.label(status);
    }

    public String returnReasonLabel() {
        return returnReason == null ? null : ReturnReason.valueOf(returnReason).label();
    }
}
