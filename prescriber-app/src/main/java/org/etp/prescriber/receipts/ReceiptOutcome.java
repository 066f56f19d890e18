package org.etp.prescriber.receipts;

import java.time.Instant;
import java.util.List;
import org.etp.ac.prescription.PrescriptionStatus;

/**
 * What a verified receipt says: the prescription's final status, which pharmacy recorded it and when, why (a
 * return's or cancellation's reason in the pharmacy's words, else null), and what was supplied of each item.
 */
public record ReceiptOutcome(PrescriptionStatus status, String pharmacyName, Instant issuedAt, String reason,
        List<SuppliedItem> items) {

    public ReceiptOutcome {
        if (status == null || status == PrescriptionStatus.RECEIVED) {
            throw new IllegalArgumentException("a receipt states a final status, not " + status);
        }
        if (pharmacyName == null || pharmacyName.isBlank() || issuedAt == null) {
            throw new IllegalArgumentException("a receipt names its pharmacy and when it was issued");
        }
        reason = reason == null || reason.isBlank() ? null : reason;
        items = List.copyOf(items == null ? List.of() : items);
    }
}
