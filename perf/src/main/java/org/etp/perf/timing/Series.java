package org.etp.perf.timing;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;

/** One cell of the experiment: a profile in a form, unsigned, or signed with an algorithm (and its chain attached). */
public record Series(Profile profile, WireFormat format, Variant variant, SignatureAlgorithm algorithm) {

    public Series {
        if (profile == null || format == null || variant == null || algorithm == null) {
            throw new IllegalArgumentException("a series needs a profile, a form, a variant and an algorithm");
        }
    }

    public boolean signed() {
        return variant.signed();
    }

    /**
     * The variant as results.csv and results.json name it: {@code unsigned}, the algorithm, or it {@code +attached} or
     * {@code +token}.
     */
    public String variantName() {
        return switch (variant) {
            case UNSIGNED -> "unsigned";
            case SIGNED -> algorithm.id();
            case ATTACHED -> algorithm.id() + "+attached";
            case TOKEN -> algorithm.id() + "+token";
        };
    }

    @Override
    public String toString() {
        return profile.id() + " " + format.id() + " " + variantName();
    }
}
