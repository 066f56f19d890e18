package org.etp.ac.prescription;

/** The professional role under which a prescriber prescribes. */
public enum PrescriberRole {
    GENERAL_PRACTITIONER,
    NURSE_INDEPENDENT_PRESCRIBER,
    PHARMACIST_INDEPENDENT_PRESCRIBER,
    DENTIST
}
