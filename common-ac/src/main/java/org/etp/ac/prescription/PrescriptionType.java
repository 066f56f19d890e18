package org.etp.ac.prescription;

/** Whether a prescription is a one-off (acute) or part of a repeat regime. */
public enum PrescriptionType {
    ACUTE,
    REPEAT
}
