package org.etp.perf.timing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.etp.perf.timing.Stats;
import org.etp.perf.timing.sweep.SweepPoint;
import org.junit.jupiter.api.Test;

/** How the sweep's points become tables: a row per length, a column per way, refusals shown, never a figure. */
class SweepTablesTests {

    private static final List<SweepPoint> POINTS = List.of(
            verified(1, "dom", 4_000, 2_000_000, "dom"),
            verified(1, "template", 4_000, 1_000_000, "template"),
            verified(1, "der", 1_500, 500_000, "codec"),
            verified(100, "dom", 18_000, 8_000_000, "dom"),
            new SweepPoint(100, "template", 18_000, new SweepPoint.Verdicts(2, 0, List.of(),
                    Optional.of("BAD_CONTENT: status history must hold 1 to 32 entries, not 100")),
                    new SweepPoint.Cost(Stats.NONE, Stats.NONE, 0)),
            verified(100, "der", 7_000, 4_000_000, "codec"));

    @Test
    void showsEachLengthsSizesVerdictsAndPaths() {
        Table sizes = SweepTables.of(POINTS).get(0);

        assertThat(sizes.header()).containsExactly("status changes", "XML bytes", "DER bytes", "dom verified, via",
                "template verified, via", "der verified, via");
        assertThat(sizes.rows()).containsExactly(
                List.of("1", "4000", "1500", "2 of 2, dom", "2 of 2, template", "2 of 2, codec"),
                List.of("100", "18000", "7000", "2 of 2, dom",
                        "0 of 2; refused: BAD_CONTENT: status history must hold 1 to 32 entries, not 100",
                        "2 of 2, codec"));
        assertThat(sizes.chart().series()).containsExactly("XML", "DER");
    }

    @Test
    void chartsTheMedianTimePerWayAndLeavesARefusedWayWithoutAFigure() {
        Table times = SweepTables.of(POINTS).get(1);

        assertThat(times.header()).containsExactly("status changes", "dom µs", "template µs", "der µs",
                "template/dom", "der/dom");
        assertThat(times.rows().get(0)).containsExactly("1", "2000", "1000", "500", "0.50", "0.25");
        assertThat(times.rows().get(1)).containsExactly("100", "8000", "—", "4000", "—", "0.50");
        assertThat(times.chart().categories()).containsExactly("1", "100");
        assertThat(times.chart().series()).containsExactly("dom µs", "template µs", "der µs");
    }

    @Test
    void showsAllocationInKibAndPeakHeapInMib() {
        Table memory = SweepTables.of(POINTS).get(2);

        assertThat(memory.rows().get(0)).containsExactly("1", "2.00", "1.00", "0.500", "1.00", "1.00", "1.00");
        assertThat(memory.chart().unit()).isEqualTo("KiB allocated");
    }

    private static SweepPoint verified(int entries, String path, int bytes, long nanos, String servedBy) {
        Stats time = Stats.of(new double[] {nanos, nanos});
        Stats allocated = Stats.of(new double[] {nanos / 1000.0 * 1.024, nanos / 1000.0 * 1.024});
        return new SweepPoint(entries, path, bytes, new SweepPoint.Verdicts(2, 2, List.of(servedBy), Optional.empty()),
                new SweepPoint.Cost(time, allocated, 1 << 20));
    }
}
