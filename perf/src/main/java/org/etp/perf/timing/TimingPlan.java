package org.etp.perf.timing;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * What to measure: each profile × form × variant with the first algorithm signing, and, for every further
 * algorithm, the prescription profile signed with it in each form (for the signature-algorithm table).
 */
public record TimingPlan(int runs, int warmup, List<Profile> profiles, List<WireFormat> forms, Set<Variant> variants,
        List<SignatureAlgorithm> algorithms) {

    public TimingPlan {
        profiles = List.copyOf(profiles);
        forms = List.copyOf(forms);
        variants = variants.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(variants));
        algorithms = List.copyOf(algorithms);
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1, not " + runs);
        }
        if (warmup < 0) {
            throw new IllegalArgumentException("--warmup must not be negative, not " + warmup);
        }
        if (profiles.isEmpty() || forms.isEmpty() || algorithms.isEmpty() || variants.isEmpty()) {
            throw new IllegalArgumentException("at least one profile, form, variant and algorithm is needed");
        }
    }

    /** The algorithm that signs the main tables. */
    public SignatureAlgorithm algorithm() {
        return algorithms.get(0);
    }

    public List<Series> series() {
        List<Series> series = new ArrayList<>();
        for (Profile profile : profiles) {
            for (WireFormat form : forms) {
                for (Variant variant : Variant.values()) {
                    if (variants.contains(variant)) {
                        series.add(new Series(profile, form, variant, algorithm()));
                    }
                }
            }
        }
        for (SignatureAlgorithm other : algorithms.subList(1, algorithms.size())) {
            for (WireFormat form : forms) {
                series.add(new Series(Profile.PRESCRIPTION, form, Variant.SIGNED, other));
            }
        }
        return series;
    }
}
