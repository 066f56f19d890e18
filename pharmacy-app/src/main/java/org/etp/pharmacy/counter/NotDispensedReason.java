package org.etp.pharmacy.counter;

import java.util.Arrays;
import java.util.List;

/**
 * Why less of an item was supplied than prescribed, after the EPS reasons for not dispensing. "Owing note
 * issued" stays readable on supplies recorded with it, but is no longer offered: a partial dispense closes
 * the prescription at this counter, so an owing could never be completed here.
 */
public enum NotDispensedReason {

    NOT_REQUIRED("Not required as instructed by the patient", true),
    CLINICALLY_UNSUITABLE("Clinically unsuitable", true),
    OWING("Owing note issued to patient", false),
    OUT_OF_SCOPE("Prescribed out of scope item", true),
    PURCHASED_OVER_THE_COUNTER("Patient purchased medication over the counter", true);

    private final String label;
    private final boolean offered;

    NotDispensedReason(String label, boolean offered) {
        this.label = label;
        this.offered = offered;
    }

    public String label() {
        return label;
    }

    /** Whether a pharmacist may give it for a supply now. */
    public boolean offered() {
        return offered;
    }

    /** The reasons a pharmacist may give, in order. */
    public static List<NotDispensedReason> offeredReasons() {
        return Arrays.stream(values()).filter(NotDispensedReason::offered).toList();
    }
}
