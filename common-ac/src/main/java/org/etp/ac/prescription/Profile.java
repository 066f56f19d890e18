package org.etp.ac.prescription;

import java.util.Locale;

/** The three certificate complexities of the seed study, by the name the command line uses. */
public enum Profile {
    /** One boolean attribute: a prescription-charge exemption. */
    SIMPLE,
    /** The etpPrescribe prescription. */
    PRESCRIPTION,
    /** An audit certificate with many nested fields. */
    COMPLEX;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Profile fromId(String id) {
        for (Profile profile : values()) {
            if (profile.id().equals(id)) {
                return profile;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + id + "' (simple, prescription or complex)");
    }
}
