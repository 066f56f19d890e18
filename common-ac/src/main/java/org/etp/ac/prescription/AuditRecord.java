package org.etp.ac.prescription;

import java.util.List;

/**
 * The {@link Profile#COMPLEX complex} profile, the seed study's audit certificate: a prescription
 * together with the checks made on it, the dispense history of its items and its status history. How long
 * a received status history may be is a matter of {@link Bounds}: 32 entries in service.
 */
public record AuditRecord(Prescription prescription, List<VerificationResult> verificationResults,
        List<DispenseEvent> dispenseHistory, List<StatusChange> statusHistory) implements CertificateContent {

    public AuditRecord {
        Check.present(prescription, "audited prescription");
        verificationResults = Check.list(verificationResults, "verification results", 1, 32);
        dispenseHistory = Check.list(dispenseHistory, "dispense history", 0, 64);
        // the bound of service, 32, is the verifier's to hold (Bounds.PRODUCTION); the ceiling holds everywhere
        statusHistory = Check.list(statusHistory, "status history", 1, Bounds.CEILING_STATUS_HISTORY);
        for (DispenseEvent event : dispenseHistory) {
            if (event.itemNumber() > prescription.items().size()) {
                throw new IllegalArgumentException("dispense history names item " + event.itemNumber()
                        + " of a prescription with " + prescription.items().size());
            }
        }
    }

    @Override
    public PrescriptionId prescriptionId() {
        return prescription.prescriptionId();
    }

    @Override
    public Patient patient() {
        return prescription.patient();
    }

    @Override
    public Profile profile() {
        return Profile.COMPLEX;
    }
}
