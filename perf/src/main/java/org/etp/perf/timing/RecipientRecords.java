package org.etp.perf.timing;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The pharmacy's own per-message records ({@code message_metrics}) joined to the measurements by
 * prescription ID: the recipient's CPU, memory and faults, which only the pharmacy can see.
 */
final class RecipientRecords {

    private static final Duration RECORD_PATIENCE = Duration.ofSeconds(30);

    private RecipientRecords() {
    }

    static List<SeriesResult> attach(List<SeriesResult> results, PharmacyDatabase database,
            Map<String, String> setup, PrintWriter progress) throws TimingException, InterruptedException {
        List<String> ids = new ArrayList<>();
        results.forEach(result -> {
            ids.add(result.first().prescriptionId());
            result.runs().forEach(run -> ids.add(run.prescriptionId()));
        });
        progress.printf("reading the pharmacy's message_metrics rows for %d messages...%n", ids.size());
        progress.flush();
        Map<String, RecipientUsage> usage = database.usage(ids, RECORD_PATIENCE);
        if (usage.size() < ids.size()) {
            progress.printf("warning: %d of %d messages have no message_metrics row; their recipient CPU and "
                    + "memory are left out%n", ids.size() - usage.size(), ids.size());
        }
        setup.put("recipient resources", "the pharmacy's message_metrics rows (" + usage.size() + " of " + ids.size()
                + " messages)");
        return results.stream().map(result -> new SeriesResult(result.series(), attach(result.first(), usage),
                result.runs().stream().map(run -> attach(run, usage)).toList())).toList();
    }

    private static Measurement attach(Measurement measurement, Map<String, RecipientUsage> usage) {
        RecipientUsage found = usage.get(measurement.prescriptionId());
        return found == null ? measurement : measurement.withRecipient(found);
    }
}
