package org.etp.prescriber.receipts;

import java.time.Instant;

/** A stored receipt as the pages show it: its prescription, what it says and when it was verified here. */
public record StoredReceipt(String prescriptionId, ReceiptFacts facts, Instant verifiedAt) {

    public StoredReceipt {
        if (prescriptionId == null || facts == null || verifiedAt == null) {
            throw new IllegalArgumentException("a stored receipt has its prescription, facts and verification time");
        }
    }
}
