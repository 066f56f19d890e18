package org.etp.pharmacy.prescription;

import org.etp.ac.receipt.EncodedReceipt;

/**
 * Issues the receipt of the outcome a prescription has just reached, inside the outcome's transaction: the
 * receipt package's {@code Receipts}. Its failure rolls the outcome back, so that no outcome is ever committed
 * without its receipt.
 */
public interface OutcomeReceipts {

    /** Issues and stores the receipt of the outcome prescription row {@code prescription} has just reached. */
    EncodedReceipt record(long prescription);
}
