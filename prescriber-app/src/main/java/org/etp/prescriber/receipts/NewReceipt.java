package org.etp.prescriber.receipts;

import org.etp.ac.codec.WireFormat;
import org.etp.prescriber.outbox.AwaitingReceipt;

/** A receipt that verified, about to be stored for its prescription: what it says, and its exact bytes. */
public record NewReceipt(AwaitingReceipt prescription, ReceiptOutcome outcome, WireFormat format, byte[] raw) {

    public NewReceipt {
        if (prescription == null || outcome == null || format == null || raw == null || raw.length == 0) {
            throw new IllegalArgumentException("a receipt needs its prescription, its outcome, its form and its bytes");
        }
        raw = raw.clone();
    }

    @Override
    public byte[] raw() {
        return raw.clone();
    }
}
