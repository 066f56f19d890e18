package org.etp.pharmacy.counter;

/** Why less of an item was supplied than prescribed, after the EPS reasons for not dispensing. */
public enum NotDispensedReason {

    NOT_REQUIRED("Not required as instructed by the patient"),
    CLINICALLY_UNSUITABLE("Clinically unsuitable"),
    OWING("Owing note issued to patient"),
    OUT_OF_SCOPE("Prescribed out of scope item"),
    PURCHASED_OVER_THE_COUNTER("Patient purchased medication over the counter");

    private final String label;

    NotDispensedReason(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
