package org.etp.perf.timing;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;

/** One cell of the experiment: a profile in a form, unsigned or signed with an algorithm. */
public record Series(Profile profile, WireFormat format, boolean signed, SignatureAlgorithm algorithm) {

    public Series {
        if (profile == null || format == null || algorithm == null) {
            throw new IllegalArgumentException("a series needs a profile, a form and an algorithm");
        }
    }

    /** The variant's name: {@code unsigned} or the algorithm that signs. */
    public String variant() {
        return signed ? algorithm.id() : "unsigned";
    }

    @Override
    public String toString() {
        return profile.id() + " " + format.id() + " " + variant();
    }
}
