package org.etp.perf.timing;

import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Every series of one experiment, found by what it varied. {@code algorithm} signs the main tables; the
 * others appear only in the signature-algorithm table. {@code links}: the main series again across each slow
 * link, when {@code --link} asked for them.
 */
public record Results(List<SeriesResult> series, SignatureAlgorithm algorithm, List<LinkResult> links) {

    public Results {
        series = List.copyOf(series);
        links = List.copyOf(links);
    }

    public Results(List<SeriesResult> series, SignatureAlgorithm algorithm) {
        this(series, algorithm, List.of());
    }

    /** The stats of {@code metric} in the main series of this profile, form and variant; none when not run. */
    public Stats stats(Metric metric, Profile profile, WireFormat format, Variant variant) {
        return find(new Series(profile, format, variant, algorithm)).map(result -> result.stats(metric))
                .orElse(Stats.NONE);
    }

    /** The stats of {@code metric} for the signed series of this algorithm. */
    public Stats stats(Metric metric, Profile profile, WireFormat format, SignatureAlgorithm signedWith) {
        return stats(metric, profile, format, Variant.SIGNED, signedWith);
    }

    /** The stats of {@code metric} for the series of this variant signed with this algorithm; none when not run. */
    public Stats stats(Metric metric, Profile profile, WireFormat format, Variant variant,
            SignatureAlgorithm signedWith) {
        return find(new Series(profile, format, variant, signedWith)).map(result -> result.stats(metric))
                .orElse(Stats.NONE);
    }

    /** Whether any series of {@code profile} was signed with the main algorithm's key in a token. */
    public boolean hasToken(Profile profile) {
        return series.stream().map(SeriesResult::series).anyMatch(one -> one.variant().inToken()
                && one.profile() == profile && one.algorithm() == algorithm);
    }

    /** The series that varied exactly this way, when it was run. */
    public Optional<SeriesResult> find(Series wanted) {
        return series.stream().filter(result -> result.series().equals(wanted)).findFirst();
    }

    /** The profiles measured, in the order of the series. */
    public List<Profile> profiles() {
        return series.stream().map(result -> result.series().profile()).distinct().toList();
    }

    /** The forms measured, in the order of {@link WireFormat} (DER first when it was run). */
    public List<WireFormat> forms() {
        return series.stream().map(result -> result.series().format()).distinct().sorted().toList();
    }

    /**
     * The variants of the main tables (signed with the main algorithm), as measured, in {@link Variant}'s order: the
     * token's is not one of them ({@link Variant#main()}).
     */
    public List<Variant> variants() {
        return series.stream().filter(result -> !result.series().signed()
                || result.series().algorithm() == algorithm).map(result -> result.series().variant())
                .filter(Variant::main).distinct().sorted().toList();
    }

    /** Every algorithm that signed a series, in the order of the series. */
    public List<SignatureAlgorithm> algorithms() {
        return algorithms(Variant.SIGNED);
    }

    /** Every algorithm whose key in a token signed a series, in the order of the series. */
    public List<SignatureAlgorithm> tokenAlgorithms() {
        return algorithms(Variant.TOKEN);
    }

    private List<SignatureAlgorithm> algorithms(Variant variant) {
        return series.stream().filter(result -> result.series().variant() == variant)
                .map(result -> result.series().algorithm())
                .distinct().toList();
    }
}
