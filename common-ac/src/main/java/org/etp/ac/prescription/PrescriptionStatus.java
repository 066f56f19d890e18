package org.etp.ac.prescription;

/** The lifecycle of a prescription at the pharmacy: received, then exactly one final state. */
public enum PrescriptionStatus {
    RECEIVED,
    DISPENSED,
    PARTIALLY_DISPENSED,
    RETURNED,
    EXPIRED,
    /** Withdrawn by the prescriber who signed it, with an EPS cancellation reason. */
    CANCELLED
}
