package org.etp.perf.timing;

import java.util.List;
import org.etp.perf.timing.link.LinkRate;

/**
 * The main series sent again across the link held to {@code rate}: each series' first message there (not
 * counted) and its measured runs, whose {@link Metric#TRANSFER} is the time on the link.
 */
public record LinkResult(LinkRate rate, List<SeriesResult> series) {

    public LinkResult {
        series = List.copyOf(series);
    }
}
