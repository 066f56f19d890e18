package org.etp.ac.prescription;

import java.util.Locale;

/**
 * The certificate complexities of the seed study, and the cancellation that withdraws a prescription, by
 * the name the command line uses.
 */
public enum Profile {
    /** One boolean attribute: a prescription-charge exemption. */
    SIMPLE,
    /** The etpPrescribe prescription. */
    PRESCRIPTION,
    /** An audit certificate with many nested fields. */
    COMPLEX,
    /** One small attribute: a prescriber's cancellation of a prescription ID, with its EPS reason code. */
    CANCELLATION;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Profile fromId(String id) {
        for (Profile profile : values()) {
            if (profile.id().equals(id)) {
                return profile;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + id + "' (simple, prescription, complex or cancellation)");
    }
}
