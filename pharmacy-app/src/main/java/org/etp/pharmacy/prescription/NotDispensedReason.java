package org.etp.pharmacy.prescription;

import java.util.Arrays;
import java.util.List;

/**
 * Why less of an item was supplied than was due, after the EPS reasons for not dispensing. Each says whether
 * the rest is still owed: an owing note keeps the item open, to be supplied later at this counter; every other
 * reason says the rest will not be supplied, and closes the item.
 */
public enum NotDispensedReason {

    OWING("Owing: the rest is supplied later (owing note issued to the patient)", false),
    NOT_REQUIRED("Not required as instructed by the patient", true),
    CLINICALLY_UNSUITABLE("Clinically unsuitable", true),
    OUT_OF_SCOPE("Prescribed out of scope item", true),
    PURCHASED_OVER_THE_COUNTER("Patient purchased medication over the counter", true);

    private final String label;
    private final boolean closes;

    NotDispensedReason(String label, boolean closes) {
        this.label = label;
        this.closes = closes;
    }

    public String label() {
        return label;
    }

    /** Whether the rest of the item will not be supplied (rather than owed). */
    public boolean closes() {
        return closes;
    }

    /** The reasons a pharmacist may give, in order. */
    public static List<NotDispensedReason> offeredReasons() {
        return Arrays.asList(values());
    }
}
