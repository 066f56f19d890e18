package org.etp.pharmacy.security;

/** What an account may do at the counter. */
public enum CounterRole {

    /** Sees everything and may dispense, partly dispense and return prescriptions. */
    PHARMACIST,

    /** A dispensing technician or auditor: sees the queue, the evidence and the dashboard; changes nothing. */
    TECHNICIAN,

    /** Sees who accessed a prescription's or a patient's data (the access audit), and nothing at the counter. */
    PRIVACY_OFFICER
}
