package org.etp.perf.timing.sweep;

import java.util.List;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.xml.XmlEngine;

/**
 * What the size sweep measures: each status-history length of {@code sizes} (ascending, 1 to
 * {@link Bounds#CEILING_STATUS_HISTORY}), verified by each of {@code engines} and by DER for reference,
 * {@code runs} measured verifications after {@code warmup} unmeasured ones.
 */
public record SweepPlan(List<Integer> sizes, int runs, int warmup, List<XmlEngine> engines) {

    /** One to ten thousand entries, with the production bound (32) and a step between each decade. */
    public static final List<Integer> DEFAULT_SIZES = List.of(1, 10, 32, 100, 320, 1_000, 3_200, 10_000);

    public SweepPlan {
        sizes = List.copyOf(sizes);
        engines = List.copyOf(engines);
        if (sizes.isEmpty() || engines.isEmpty()) {
            throw new IllegalArgumentException("the sweep needs at least one size and one XML engine");
        }
        for (int i = 0; i < sizes.size(); i++) {
            int size = sizes.get(i);
            if (size < 1 || size > Bounds.CEILING_STATUS_HISTORY) {
                throw new IllegalArgumentException("a sweep size is 1 to " + Bounds.CEILING_STATUS_HISTORY
                        + " status changes, not " + size);
            }
            if (i > 0 && size <= sizes.get(i - 1)) {
                throw new IllegalArgumentException("sweep sizes must ascend, each once: " + sizes);
            }
        }
        if (runs < 1) {
            throw new IllegalArgumentException("the sweep needs at least one measured run, not " + runs);
        }
        if (warmup < 0) {
            throw new IllegalArgumentException("the sweep's warm-up must not be negative, not " + warmup);
        }
    }

    /** The largest size: the status-history bound of the sweep's verifiers. */
    public int largest() {
        return sizes.get(sizes.size() - 1);
    }
}
