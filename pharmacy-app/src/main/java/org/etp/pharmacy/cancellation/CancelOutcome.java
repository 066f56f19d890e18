package org.etp.pharmacy.cancellation;

/** What a verified cancellation did to the store. */
public enum CancelOutcome {
    /** Committed: the prescription is now CANCELLED. */
    CANCELLED,
    /** It was cancelled before; the first cancellation's reason and time are kept. */
    ALREADY_CANCELLED,
    /** It was dispensed or partly dispensed; nothing changed. */
    ALREADY_DISPENSED,
    /**
     * No prescription with this ID was signed by the cancellation's signer: an unknown ID and another
     * prescriber's ID are one outcome, so the answer tells nobody which IDs exist. Nothing changed.
     */
    NOT_THE_SIGNER,
    /** The cancellation carried no signature, so nobody can be its prescriber. Nothing changed. */
    UNSIGNED
}
