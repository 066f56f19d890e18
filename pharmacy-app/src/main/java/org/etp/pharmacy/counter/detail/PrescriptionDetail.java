package org.etp.pharmacy.counter.detail;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.counter.dispensing.AuditEntry;
import org.etp.pharmacy.measurement.MessageTimings;
import org.etp.pharmacy.prescription.PrescribedItem;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.prescription.StatusLabels;
import org.etp.pharmacy.prescription.StoredPrescription;

/**
 * Everything the detail page shows of one prescription: the stored row, the content decoded from the
 * stored certificate, its items with what was supplied, the evidence of its verification, the intake's
 * timings, the readable certificate and the audit trail. The stored row's parts are offered by name too
 * ({@link #status()}, {@link #notAfter()}, ...), as the page speaks of them.
 *
 * @param certificate the content, if the stored certificate still decodes
 * @param dump        the certificate for a person to read
 */
public record PrescriptionDetail(StoredPrescription stored, Optional<PrescriptionCertificate> certificate,
        List<PrescribedItem> items, VerificationEvidence evidence, MessageTimings timings, String dump,
        List<AuditEntry> audit) {

    public PrescriptionDetail {
        items = List.copyOf(items);
        audit = List.copyOf(audit);
    }

    public String prescriptionId() {
        return stored.prescriptionId();
    }

    public String profile() {
        return stored.certificate().profile();
    }

    public int size() {
        return stored.certificate().size();
    }

    public Instant notBefore() {
        return stored.state().notBefore();
    }

    public Instant notAfter() {
        return stored.state().notAfter();
    }

    public Instant receivedAt() {
        return stored.receivedAt();
    }

    /** The intake node that stored it, or null when that was not recorded. */
    public String receivedBy() {
        return stored.receivedBy();
    }

    public PrescriptionStatus status() {
        return stored.state().status();
    }

    public String returnReason() {
        return stored.lastChange().returnReason();
    }

    public Instant statusChangedAt() {
        return stored.lastChange().at();
    }

    public String statusChangedBy() {
        return stored.lastChange().by();
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
        return stored.state().expiredAt(now);
    }

    /** Whether the dispensing actions apply: received, within its validity, with items to supply. */
    public boolean dispensableAt(Instant now) {
        return status() == PrescriptionStatus.RECEIVED && !expiredAt(now) && !now.isBefore(notBefore())
                && !items.isEmpty();
    }

    /** The prescriber's latest cancellation refused because it came after dispensing, if there was one. */
    public Optional<AuditEntry> lateCancellation() {
        return audit.stream().filter(AuditEntry::lateCancellation).reduce((first, second) -> second);
    }

    /** Whether anything is owed: partly dispensed, with an item whose rest is supplied later. */
    public boolean owing() {
        return status() == PrescriptionStatus.PARTIALLY_DISPENSED
                && items.stream().anyMatch(item -> item.owed().signum() > 0);
    }

    public boolean returnable() {
        return status() == PrescriptionStatus.RECEIVED || status() == PrescriptionStatus.EXPIRED;
    }

    public String statusLabel() {
        return StatusLabels.of(status());
    }

    /** The prescriber's cancellation reason in words, or null when it was not cancelled. */
    public String cancellationReasonLabel() {
        String code = stored.lastChange().cancellationReason();
        return code == null ? null : CancellationReason.fromCode(code).label();
    }

    public String returnReasonLabel() {
        return returnReason() == null ? null : ReturnReason.valueOf(returnReason()).label();
    }
}
