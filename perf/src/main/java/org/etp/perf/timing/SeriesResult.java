package org.etp.perf.timing;

import java.util.List;

/**
 * What one series gave: its first message (sent before any warm-up: cold code paths, reported apart)
 * and the measured runs after the warm-up.
 */
public record SeriesResult(Series series, Measurement first, List<Measurement> runs) {

    public SeriesResult {
        runs = List.copyOf(runs);
    }

    public Stats stats(Metric metric) {
        return Stats.of(runs.stream().mapToDouble(metric::of).toArray());
    }
}
