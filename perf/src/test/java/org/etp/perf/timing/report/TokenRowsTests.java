package org.etp.perf.timing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;
import org.etp.perf.timing.Measurement;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Series;
import org.etp.perf.timing.SeriesResult;
import org.etp.perf.timing.TimingPlan;
import org.etp.perf.timing.Variant;
import org.junit.jupiter.api.Test;

/**
 * The token's rows, from the series a plan with the token variant sends, each given made-up measurements (the
 * sender's time is what tells the rows apart here): a row "key in token" under its software twin in the sign +
 * encode table for every form, "in token" rows in the algorithm table, and none in the tables of the recipient
 * (verification included), the sizes and the latency, where a key's home changes nothing.
 */
class TokenRowsTests {

    private static final long SOFTWARE_MICROS = 1_000;
    private static final long TOKEN_MICROS = 3_000;

    private final Seed2004 seed = Seed2004.load();

    @Test
    void theSignAndEncodeTableHasAKeyInTokenRowBesideEachSoftwareRowForEveryForm() {
        Results results = measured(List.of(Variant.UNSIGNED, Variant.SIGNED, Variant.TOKEN));

        Table signEncode = table(TimingTables.seedShaped(results, seed), "sign-encode");

        assertThat(signEncode.rows()).extracting(row -> row.get(0)).containsExactly("simple", "simple, key in token",
                "prescription", "prescription, key in token", "complex", "complex, key in token");
        for (WireFormat form : List.of(WireFormat.DER, WireFormat.XML, WireFormat.OER)) {
            int mean = signEncode.header().indexOf(form + " mean");
            assertThat(signEncode.rows()).extracting(row -> row.get(mean))
                    .containsExactly("1000", "3000", "1000", "3000", "1000", "3000");
        }
        int seed2004 = signEncode.header().indexOf("2004 ASN.1");
        assertThat(signEncode.rows().get(1).get(seed2004)).isEqualTo("—");
        assertThat(signEncode.note()).contains("key in token", "SoftHSM2");
    }

    @Test
    void theAlgorithmTableHasAnInTokenRowPerFormForEachTokenAlgorithm() {
        Results results = measured(List.of(Variant.SIGNED, Variant.TOKEN));

        Table algorithms = AlgorithmAndColdTables.algorithms(results);

        assertThat(algorithms.rows()).extracting(row -> row.get(0)).containsExactly(
                "rsa2048, der", "rsa2048, xml", "rsa2048, oer", "ecp256, der", "ecp256, xml", "ecp256, oer",
                "ed25519, der", "ed25519, xml", "ed25519, oer",
                "rsa2048 in token, der", "rsa2048 in token, xml", "rsa2048 in token, oer",
                "ecp256 in token, der", "ecp256 in token, xml", "ecp256 in token, oer");
        assertThat(algorithms.rows().get(9).get(1)).isEqualTo("3000");
    }

    @Test
    void theTablesOfWhatAKeysHomeDoesNotChangeHaveNoTokenRows() {
        Results results = measured(List.of(Variant.UNSIGNED, Variant.SIGNED, Variant.TOKEN));

        assertThat(results.variants()).containsExactly(Variant.UNSIGNED, Variant.SIGNED);
        List<Table> main = new ArrayList<>(SizeTables.of(results, seed));
        main.add(TimingTables.summary(results));
        main.add(TimingTables.latency(results));
        main.addAll(ResourceTables.of(results));
        main.add(table(TimingTables.seedShaped(results, seed), "verify-decode"));
        main.add(FormTable.of(results));
        List<String> labels = main.stream().flatMap(table -> table.rows().stream()).map(row -> row.get(0)).toList();
        assertThat(labels).isNotEmpty().noneMatch(label -> label.contains("token"));
    }

    @Test
    void aRunWithoutATokenHasNoTokenRows() {
        Results results = measured(List.of(Variant.SIGNED));

        assertThat(table(TimingTables.seedShaped(results, seed), "sign-encode").rows()).extracting(row -> row.get(0))
                .containsExactly("simple", "prescription", "complex");
        assertThat(results.tokenAlgorithms()).isEmpty();
    }

    /** Every series of a plan with these variants and all three algorithms, each run taking its variant's time. */
    private static Results measured(List<Variant> variants) {
        TimingPlan plan = new TimingPlan(2, 0, List.of(Profile.SIMPLE, Profile.PRESCRIPTION, Profile.COMPLEX),
                List.of(WireFormat.DER, WireFormat.XML, WireFormat.OER), Set.copyOf(variants),
                List.of(SignatureAlgorithm.RSA2048, SignatureAlgorithm.ECP256, SignatureAlgorithm.ED25519));
        List<SeriesResult> results = new ArrayList<>();
        for (Series series : plan.series()) {
            long micros = series.variant().inToken() ? TOKEN_MICROS : SOFTWARE_MICROS;
            Measurement run = new Measurement("21000000", 1000, 500, micros * 1_000, ThreadUsage.ZERO, 0,
                    10_000_000, new StageTimings(0, 0, 0, 0, 2_000), Optional.empty());
            results.add(new SeriesResult(series, run, List.of(run, run)));
        }
        return new Results(results, plan.algorithm());
    }

    private static Table table(List<Table> tables, String id) {
        return tables.stream().filter(table -> table.id().equals(id)).findFirst().orElseThrow();
    }
}
