package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.timing.sweep.SweepJob;
import org.etp.perf.timing.sweep.SweepPlan;
import picocli.CommandLine.Option;

/**
 * {@code etp timing}'s options for seed 002's size sweep: whether it runs (as a section of the report, or as the
 * whole report), at which lengths, and how many verifications per length and way.
 */
final class SweepOptions {

    @Option(names = "--sweep", split = ",", arity = "0..1", paramLabel = "N[,N…]",
            fallbackValue = "1,10,32,100,320,1000,3200,10000", description = "Also run seed 002's size sweep: the "
                    + "complex profile with each of these status-history lengths (1 to 10000, ascending; alone: "
                    + "${FALLBACK-VALUE}), verified in this process by each XML engine and by DER, as a section of "
                    + "the report.")
    List<Integer> sweep;

    @Option(names = "--sweep-only", description = "Run only the size sweep (the lengths of --sweep, or its "
            + "default): no pharmacy, no database, one report in --out.")
    boolean sweepOnly;

    @Option(names = "--sweep-runs", defaultValue = "20", paramLabel = "N", description = "Measured verifications "
            + "per length and way in the sweep; the median is reported (default: ${DEFAULT-VALUE}).")
    int sweepRuns;

    @Option(names = "--sweep-warmup", defaultValue = "5", paramLabel = "N", description = "Unmeasured verifications "
            + "before those, per length and way (default: ${DEFAULT-VALUE}).")
    int sweepWarmup;

    /** Whether the sweep is the whole report. */
    boolean only() {
        return sweepOnly;
    }

    /**
     * The size sweep, when asked for, verified by {@code xmlEngines} (all, when none is named) with the PKI
     * {@code pki} (a fresh demo PKI when empty); progress on {@code progress}.
     */
    Optional<SweepJob.SweepRun> run(List<XmlEngine> xmlEngines, Optional<Path> pki, PrintWriter progress)
            throws Exception {
        if (sweep == null && !sweepOnly) {
            return Optional.empty();
        }
        List<Integer> sizes = sweep == null || sweep.isEmpty() ? SweepPlan.DEFAULT_SIZES : sweep;
        List<XmlEngine> engines = xmlEngines == null || xmlEngines.isEmpty() ? List.of(XmlEngine.values())
                : List.copyOf(new LinkedHashSet<>(xmlEngines));
        SweepPlan plan = new SweepPlan(sizes, sweepRuns, sweepWarmup, engines);
        return Optional.of(SweepJob.run(plan, pki, progress));
    }
}
