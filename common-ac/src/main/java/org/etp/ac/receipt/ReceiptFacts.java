package org.etp.ac.receipt;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;

/**
 * What a receipt attests about one prescription: the prescription certificate as the pharmacy stored it (its
 * value and its exact bytes, whose SHA-256 the receipt binds), the evidence of its verification at intake,
 * what was supplied of each item, and its status history, oldest first, the outcome last.
 */
public record ReceiptFacts(PrescriptionCertificate prescription, byte[] prescriptionBytes,
        List<VerificationResult> evidence, List<DispenseEvent> dispensed, List<StatusChange> history,
        Instant issuedAt) {

    public ReceiptFacts {
        if (prescription == null || prescriptionBytes == null || evidence == null || dispensed == null
                || history == null || issuedAt == null) {
            throw new IllegalArgumentException("receipt facts need every field (empty lists for none)");
        }
        if (prescription.prescription().isEmpty()) {
            throw new IllegalArgumentException("a receipt answers a prescription, not a "
                    + prescription.profile().id() + " certificate");
        }
        if (prescriptionBytes.length == 0 || history.isEmpty()) {
            throw new IllegalArgumentException("a receipt needs the prescription's bytes and a status history");
        }
        prescriptionBytes = prescriptionBytes.clone();
        evidence = List.copyOf(evidence);
        dispensed = List.copyOf(dispensed);
        history = List.copyOf(history);
        issuedAt = issuedAt.truncatedTo(ChronoUnit.SECONDS);
    }

    @Override
    public byte[] prescriptionBytes() {
        return prescriptionBytes.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ReceiptFacts that && prescription.equals(that.prescription)
                && Arrays.equals(prescriptionBytes, that.prescriptionBytes) && evidence.equals(that.evidence)
                && dispensed.equals(that.dispensed) && history.equals(that.history) && issuedAt.equals(that.issuedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(prescription, evidence, dispensed, history, issuedAt) * 31
                + Arrays.hashCode(prescriptionBytes);
    }
}
