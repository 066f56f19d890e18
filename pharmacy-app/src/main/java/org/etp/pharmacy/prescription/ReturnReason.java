package org.etp.pharmacy.prescription;

import java.util.Arrays;
import java.util.Optional;

/** Why a prescription is handed back unfulfilled, after the EPS return reasons. */
public enum ReturnReason {

    PATIENT_REQUESTED("Patient requested release"),
    INVALID_DIGITAL_SIGNATURE("Invalid digital signature"),
    PRESCRIPTION_EXPIRED("Prescription expired"),
    UNABLE_TO_DISPENSE("Unable to dispense medication on prescription"),
    CLINICAL_CONCERN("Clinical concern, referred to the prescriber"),
    ANOTHER_PHARMACY("Patient nominated another pharmacy");

    private final String label;

    ReturnReason(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The reason of that name, if there is one. */
    public static Optional<ReturnReason> named(String name) {
        return Arrays.stream(values()).filter(reason -> reason.name().equals(name)).findFirst();
    }
}
