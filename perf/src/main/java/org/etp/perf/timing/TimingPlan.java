package org.etp.perf.timing;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * What to measure: each profile × form × variant with the first algorithm signing, and, for every further
 * algorithm, the prescription profile signed with it in each form (for the signature-algorithm table).
 */
public record TimingPlan(int runs, int warmup, List<Profile> profiles, List<WireFormat> forms, boolean unsigned,
        boolean signed, List<SignatureAlgorithm> algorithms) {

    public TimingPlan {
        profiles = List.copyOf(profiles);
        forms = List.copyOf(forms);
        algorithms = List.copyOf(algorithms);
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1, not " + runs);
        }
        if (warmup < 0) {
            throw new IllegalArgumentException("--warmup must not be negative, not " + warmup);
        }
        if (profiles.isEmpty() || forms.isEmpty() || algorithms.isEmpty() || !(unsigned || signed)) {
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
                if (unsigned) {
                    series.add(new Series(profile, form, false, algorithm()));
                }
                if (signed) {
                    series.add(new Series(profile, form, true, algorithm()));
                }
            }
        }
        for (SignatureAlgorithm other : algorithms.subList(1, algorithms.size())) {
            for (WireFormat form : forms) {
                series.add(new Series(Profile.PRESCRIPTION, form, true, other));
            }
        }
        return series;
    }
}
