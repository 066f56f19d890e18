package org.etp.perf.timing;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one run of the experiment gave, before any report is made of it: how it was set up (name/value
 * pairs in the order they were decided), the machine it ran on and every series' measurements.
 */
public record TimingRun(Map<String, String> setup, Machine machine, Results results) {

    public TimingRun {
        setup = Collections.unmodifiableMap(new LinkedHashMap<>(setup));
    }
}
