package org.etp.prescriber.receipts;

import java.time.Instant;

/** A stored receipt as the pages show it: its prescription, what it says and when it was verified here. */
public record StoredReceipt(String prescriptionId, ReceiptOutcome outcome, Instant verifiedAt) {

    public StoredReceipt {
        if (prescriptionId == null || outcome == null || verifiedAt == null) {
            throw new IllegalArgumentException("a stored receipt has its prescription, outcome and verification time");
        }
    }
}
