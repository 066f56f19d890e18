package org.etp.perf.timing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;
import org.etp.perf.timing.LinkResult;
import org.etp.perf.timing.Measurement;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Series;
import org.etp.perf.timing.SeriesResult;
import org.etp.perf.timing.Variant;
import org.etp.perf.timing.link.LinkRate;
import org.junit.jupiter.api.Test;

/**
 * Table 13 on its own: from link results made here, the measured time on the link per form (round trip less
 * the pharmacy's own total, mean of the runs), table 2's theory for the same bytes, the 2004 figures, and the
 * ratios of the measured columns.
 */
class LinkTableTests {

    private static final SignatureAlgorithm ALGORITHM = SignatureAlgorithm.RSA2048;
    private static final LinkRate SLOW = LinkRate.parse("64k");
    private static final LinkRate FAST = LinkRate.parse("256k");

    private final Seed2004 seed = Seed2004.load();

    @Test
    void putsTheMeasuredTimeOnTheLinkBesideTheTheoryAndThe2004FigurePerRate() {
        // DER: 1000 bytes, round trips of 150 and 170 ms less 10 ms in the pharmacy -> 150 ms on the link;
        // OER: 900 bytes, 140 and 144 ms less 12 ms -> 130 ms. At 256k both take a quarter of the wire time.
        Results results = results(Map.of(
                SLOW, List.of(series(WireFormat.DER, 1000, 10_000, 150_000, 170_000),
                        series(WireFormat.OER, 900, 12_000, 140_000, 144_000)),
                FAST, List.of(series(WireFormat.DER, 1000, 10_000, 45_000, 55_000),
                        series(WireFormat.OER, 900, 12_000, 40_000, 44_000))));

        Table table = LinkTable.of(results, seed);

        assertThat(table.header()).containsExactly("profile, variant",
                "DER 64k measured", "OER 64k measured", "OER/DER 64k measured",
                "DER 64k theory", "OER 64k theory", "2004 ASN.1 64k", "2004 XML 64k",
                "DER 256k measured", "OER 256k measured", "OER/DER 256k measured",
                "DER 256k theory", "OER 256k theory", "2004 ASN.1 256k", "2004 XML 256k");
        assertThat(table.rows()).containsExactly(List.of("prescription, signed",
                "150", "130", "0.87", "125", "113", "129", "860",
                "40.0", "30.0", "0.75", "31.3", "28.1", "32.0", "215"));
        assertThat(table.chart().series()).containsExactly("DER 64k measured", "OER 64k measured",
                "DER 256k measured", "OER 256k measured");
        assertThat(table.chart().values()).containsExactly(List.of(150.0), List.of(130.0), List.of(40.0),
                List.of(30.0));
    }

    @Test
    void showsADashWhereAFormWasNotSentAcrossTheLink() {
        // OER was measured but not sent across the link: no time, no ratio and no bytes for its theory
        Results results = new Results(List.of(series(WireFormat.DER, 1000, 10_000, 150_000),
                series(WireFormat.OER, 900, 12_000, 140_000)), ALGORITHM,
                List.of(new LinkResult(SLOW, List.of(series(WireFormat.DER, 1000, 10_000, 150_000)))));

        List<String> row = LinkTable.of(results, seed).rows().get(0);

        assertThat(row.subList(1, 6)).containsExactly("140", "—", "—", "125", "—");
    }

    @Test
    void givesTheAttachedVariantARowOfItsOwnAfterTheSignedWithNo2004Figure() {
        // the same message with 2,000 bytes of chain and staple in front: 3000 bytes, 375 ms at 64 kbit/s in theory
        List<SeriesResult> main = List.of(series(WireFormat.DER, 1000, 10_000, 150_000),
                series(Variant.ATTACHED, WireFormat.DER, 3000, 10_000, 400_000));
        Results results = new Results(main, ALGORITHM, List.of(new LinkResult(SLOW, main)));

        List<List<String>> rows = LinkTable.of(results, seed).rows();

        assertThat(rows).extracting(row -> row.get(0)).containsExactly("prescription, signed",
                "prescription, signed, certificate attached");
        assertThat(rows.get(1).subList(1, 5)).containsExactly("390", "375", "—", "—");
    }

    private static Results results(Map<LinkRate, List<SeriesResult>> links) {
        List<SeriesResult> main = links.get(SLOW);
        return new Results(main, ALGORITHM, List.of(new LinkResult(SLOW, links.get(SLOW)),
                new LinkResult(FAST, links.get(FAST))));
    }

    private static SeriesResult series(WireFormat form, int bytes, long pharmacyMicros, long... roundTripMicros) {
        return series(Variant.SIGNED, form, bytes, pharmacyMicros, roundTripMicros);
    }

    private static SeriesResult series(Variant variant, WireFormat form, int bytes, long pharmacyMicros,
            long... roundTripMicros) {
        List<Measurement> runs = Arrays.stream(roundTripMicros).mapToObj(micros -> new Measurement(
                "21000000", bytes, bytes / 2, 1_000_000, ThreadUsage.ZERO, 0, micros * 1_000,
                new StageTimings(0, 0, 0, 0, pharmacyMicros), Optional.empty())).toList();
        return new SeriesResult(new Series(Profile.PRESCRIPTION, form, variant, ALGORITHM), runs.get(0), runs);
    }
}
