package org.etp.pharmacy.store;

import org.etp.ac.metrics.ThreadUsage;

/**
 * What the store did with one verified prescription, known only once its transaction has ended.
 *
 * @param outcome    stored, or why not
 * @param rowId      the {@code prescription.id} of the new row when stored, else 0
 * @param storeNanos from the prescription's hand-over to the writer to the end of its transaction (the commit)
 * @param writerUsage this prescription's share of what the writer thread used for its batch
 */
public record StoreResult(Outcome outcome, long rowId, long storeNanos, ThreadUsage writerUsage) {

    public enum Outcome {
        /** Committed: the only outcome that allows an ACCEPTED response. */
        STORED,
        /**
         * The certificate's identity (a prescription's ID; another certificate's issuer and serial) was already
         * committed with these very bytes; nothing was stored.
         */
        DUPLICATE,
        /** The certificate's identity was already committed with other bytes: never stored, never overwritten. */
        CONFLICT,
        /** The issuer already used this certificate serial for another certificate: a replay, not stored. */
        SERIAL_REUSED,
        /** The transaction failed (store unavailable, or the row refused); nothing was stored. */
        FAILED
    }
}
