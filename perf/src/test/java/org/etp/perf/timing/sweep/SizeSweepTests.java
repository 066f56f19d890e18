package org.etp.perf.timing.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.xml.XmlEngine;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tiny sweep, run for real: every size verified every way, and the figures come from those verifications. */
class SizeSweepTests {

    private static final int RUNS = 2;

    @TempDir
    static Path dir;

    static List<SweepPoint> points;
    static String progress;

    @BeforeAll
    static void sweep() throws Exception {
        StringWriter out = new StringWriter();
        points = new SizeSweep(new SweepPlan(List.of(1, 20, 40), RUNS, 1, List.of(XmlEngine.values())),
                new PrintWriter(out, true)).run(DemoPki.init(dir));
        progress = out.toString();
    }

    @Test
    void measuresEverySizeWithEveryXmlEngineAndDer() {
        assertThat(points).extracting(point -> point.entries() + " " + point.path()).containsExactly(
                "1 dom", "1 stax", "1 template", "1 der",
                "20 dom", "20 stax", "20 template", "20 der",
                "40 dom", "40 stax", "40 template", "40 der");
        assertThat(progress).contains("sweep: 40 status changes, template");
    }

    @Test
    void everyWayVerifiedEverySizeReadingTheWholeStatusHistoryBack() {
        for (SweepPoint point : points) {
            assertThat(point.verdicts().allVerified()).as(point.toString()).isTrue();
            assertThat(point.verdicts().verified()).isEqualTo(RUNS);
            assertThat(point.cost().nanos().count()).isEqualTo(RUNS);
            assertThat(point.cost().nanos().min()).isPositive();
            assertThat(point.cost().allocatedBytes().count()).isEqualTo(RUNS);
            assertThat(point.cost().allocatedBytes().min()).isPositive();
            assertThat(point.cost().peakHeapBytes()).isNotNegative();
        }
    }

    @Test
    void saysWhichPathServedEachSizeBeyondTheProductionBoundToo() {
        for (SweepPoint point : points) {
            List<String> expected = switch (point.path()) {
                case "der" -> List.of("codec");
                // the warm-up verification taught the template engine this length; the measured runs used it
                default -> List.of(point.path());
            };
            assertThat(point.verdicts().servedBy()).as(point.toString()).isEqualTo(expected);
        }
    }

    @Test
    void documentsGrowWithTheStatusHistoryAndEveryEngineVerifiedTheSameBytes() {
        for (String path : List.of("dom", "der")) {
            List<Integer> sizes = points.stream().filter(point -> point.path().equals(path))
                    .map(SweepPoint::documentBytes).toList();
            assertThat(sizes).isSorted().doesNotHaveDuplicates();
        }
        for (int entries : List.of(1, 20, 40)) {
            assertThat(points.stream().filter(point -> point.entries() == entries && !point.path().equals("der"))
                    .map(SweepPoint::documentBytes).distinct()).hasSize(1);
        }
    }

    @Test
    void aPlanRefusesSizesOutOfOrderOrBeyondTheCeiling() {
        List<XmlEngine> engines = List.of(XmlEngine.DOM);
        assertThatIllegalArgumentException().isThrownBy(() -> new SweepPlan(List.of(10, 1), 1, 0, engines))
                .withMessageContaining("ascend");
        assertThatIllegalArgumentException().isThrownBy(() -> new SweepPlan(List.of(1, 10_001), 1, 0, engines))
                .withMessageContaining("1 to 10000");
        assertThatIllegalArgumentException().isThrownBy(() -> new SweepPlan(List.of(0), 1, 0, engines));
        assertThatIllegalArgumentException().isThrownBy(() -> new SweepPlan(List.of(1), 0, 0, engines));
    }
}
