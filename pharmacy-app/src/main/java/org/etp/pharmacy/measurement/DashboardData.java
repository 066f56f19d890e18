package org.etp.pharmacy.measurement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dashboard's chart data for one window: per form and profile figures, and time series on a common
 * axis of {@code times} (bucket starts, {@code bucketSeconds} apart).
 *
 * @param throughput messages per second in each bucket, per form and profile label
 * @param rssMiB the process's largest resident set in each bucket (null where nothing was measured)
 * @param heapMiB the largest heap in use in each bucket (null where nothing was measured)
 * @param xmlPaths which way the window's XML messages were verified, and the template hit rate
 */
public record DashboardData(int windowMinutes, int bucketSeconds, long messages, List<FormProfileStats> groups,
        List<String> times, Map<String, List<Double>> throughput, List<Double> rssMiB, List<Double> heapMiB,
        XmlPaths xmlPaths) {

    public DashboardData {
        groups = List.copyOf(groups);
        times = List.copyOf(times);
        throughput = Collections.unmodifiableMap(new LinkedHashMap<>(throughput));
        // List.copyOf refuses nulls, and a bucket without measurements is one.
        rssMiB = Collections.unmodifiableList(new ArrayList<>(rssMiB));
        heapMiB = Collections.unmodifiableList(new ArrayList<>(heapMiB));
    }
}
