package org.etp.perf.timing;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;

/**
 * What to measure: each profile × form × variant with the first algorithm signing, and, for every further
 * algorithm, the prescription profile signed with it in each form (for the signature-algorithm table). With the
 * token variant, the same again with the key in a token, for each algorithm a token holds (not Ed25519).
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
        series.removeIf(one -> one.variant().inToken() && !tokenAlgorithms().contains(one.algorithm()));
        for (SignatureAlgorithm other : algorithms.subList(1, algorithms.size())) {
            for (WireFormat form : forms) {
                series.add(new Series(Profile.PRESCRIPTION, form, Variant.SIGNED, other));
            }
            if (tokenAlgorithms().contains(other)) {
                for (WireFormat form : forms) {
                    series.add(new Series(Profile.PRESCRIPTION, form, Variant.TOKEN, other));
                }
            }
        }
        return series;
    }

    /** The algorithms whose keys the token variant makes in the token: those a token holds, when it is asked for. */
    public List<SignatureAlgorithm> tokenAlgorithms() {
        return variants.contains(Variant.TOKEN)
                ? algorithms.stream().filter(Pkcs11Token.ALGORITHMS::contains).toList() : List.of();
    }

    /** This plan without the token variant (no token can be had), or unchanged when it has none. */
    public TimingPlan withoutToken() {
        Set<Variant> others = EnumSet.noneOf(Variant.class);
        variants.stream().filter(variant -> !variant.inToken()).forEach(others::add);
        return new TimingPlan(runs, warmup, profiles, forms, others, algorithms);
    }
}
