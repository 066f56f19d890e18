package org.etp.perf.timing;

import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Every series of one experiment, found by what it varied. {@code algorithm} signs the main tables; the
 * others appear only in the signature-algorithm table.
 */
public record Results(List<SeriesResult> series, SignatureAlgorithm algorithm) {

    public Results {
        series = List.copyOf(series);
    }

    /** The stats of {@code metric} in the main series of this profile, form and variant; none when not run. */
    Stats stats(Metric metric, Profile profile, WireFormat format, boolean signed) {
        return find(new Series(profile, format, signed, algorithm)).map(result -> result.stats(metric))
                .orElse(Stats.NONE);
    }

    /** The stats of {@code metric} for the signed series of this algorithm. */
    Stats stats(Metric metric, Profile profile, WireFormat format, SignatureAlgorithm signedWith) {
        return find(new Series(profile, format, true, signedWith)).map(result -> result.stats(metric))
                .orElse(Stats.NONE);
    }

    Optional<SeriesResult> find(Series wanted) {
        return series.stream().filter(result -> result.series().equals(wanted)).findFirst();
    }

    List<Profile> profiles() {
        return series.stream().map(result -> result.series().profile()).distinct().toList();
    }

    List<Boolean> variants() {
        return series.stream().filter(result -> !result.series().signed()
                || result.series().algorithm() == algorithm).map(result -> result.series().signed())
                .distinct().sorted().toList();
    }

    List<SignatureAlgorithm> algorithms() {
        return series.stream().filter(result -> result.series().signed()).map(result -> result.series().algorithm())
                .distinct().toList();
    }
}
