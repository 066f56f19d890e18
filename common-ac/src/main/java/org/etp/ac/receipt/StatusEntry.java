package org.etp.ac.receipt;

import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;

/**
 * The answer about one requested prescription: its latest receipt, or nothing. Nothing means "no receipt
 * for you": the pharmacy does not know the ID, or it is another prescriber's prescription, or no outcome
 * has been recorded yet — one answer for all three, so that it tells nobody which IDs exist.
 */
public record StatusEntry(PrescriptionId prescriptionId, Optional<EncodedReceipt> receipt) {

    public StatusEntry {
        if (prescriptionId == null || receipt == null) {
            throw new IllegalArgumentException("a status entry needs a prescription ID and a receipt or none");
        }
    }

    public static StatusEntry nothing(PrescriptionId id) {
        return new StatusEntry(id, Optional.empty());
    }
}
