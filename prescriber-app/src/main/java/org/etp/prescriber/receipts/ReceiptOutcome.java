package org.etp.prescriber.receipts;

import java.time.Instant;
import java.util.List;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.receipt.ReceiptTexts;

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

    /**
     * Whether the pharmacy may still send a newer receipt that takes this one's place: an expiry (the prescription
     * may still be returned) or a partial dispense that still owes something.
     */
    public boolean stillOpen() {
        return status == PrescriptionStatus.EXPIRED || ReceiptTexts.owing(status, reason);
    }

    /** Whether the pharmacy referred the prescription back to its prescriber, who must acknowledge it. */
    public boolean referred() {
        return ReceiptTexts.referred(status, reason);
    }
}
