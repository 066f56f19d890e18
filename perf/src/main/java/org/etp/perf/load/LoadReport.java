package org.etp.perf.load;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.HdrHistogram.Histogram;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseStatus;

/**
 * The figures of one load run, as {@code etp load} prints them ({@link #text()}) and writes them as JSON
 * ({@link LoadReportJson}). Latency is in milliseconds, server stage timings in microseconds.
 *
 * @param answered requests that got a response, whatever its status
 * @param unanswered requests that got none (their connection failed or could not be made)
 */
public record LoadReport(Setup setup, double prepareSeconds, double elapsedSeconds, long answered,
        Latency latencyMs, Stages serverMeanMicros, Map<ResponseStatus, Long> statuses,
        Map<Reason, Long> rejectReasons, long unanswered, Optional<String> firstFailure) {

    /** What was sent, where and how. {@code rate} is present for an open loop. */
    public record Setup(String target, boolean tls, int connections, int count, String format, String profile,
            String algorithm, boolean signed, int window, Optional<Double> rate, long seed, double meanBytes) {

        public boolean openLoop() {
            return rate.isPresent();
        }
    }

    /** Latency percentiles, the maximum and the mean, in milliseconds, over {@code count} responses. */
    public record Latency(long count, double p50, double p90, double p99, double p999, double max, double mean) {

        static Latency of(Histogram micros) {
            if (micros.getTotalCount() == 0) {
                return new Latency(0, 0, 0, 0, 0, 0, 0);
            }
            return new Latency(micros.getTotalCount(), ms(micros.getValueAtPercentile(50)),
                    ms(micros.getValueAtPercentile(90)), ms(micros.getValueAtPercentile(99)),
                    ms(micros.getValueAtPercentile(99.9)), ms(micros.getMaxValue()), micros.getMean() / 1000);
        }

        private static double ms(long micros) {
            return micros / 1000.0;
        }
    }

    /** Mean server stage timings of the accepted messages, in microseconds. */
    public record Stages(double decode, double verify, double parse, double store, double total) {
    }

    /** The counts are kept in code order. */
    public LoadReport {
        statuses = Collections.unmodifiableSortedMap(new TreeMap<>(statuses));
        rejectReasons = Collections.unmodifiableSortedMap(new TreeMap<>(rejectReasons));
    }

    /** The report of {@code run}, which sent the certificates {@code prepared} described by {@code setup}. */
    public static LoadReport of(Setup setup, Workload.Prepared prepared, LoadDriver.Run run) {
        Tally tally = run.tally();
        double[] stages = tally.meanAcceptedStageMicros();
        long answered = tally.statuses().values().stream().mapToLong(Long::longValue).sum();
        return new LoadReport(setup, seconds(prepared.took().toNanos()), seconds(run.elapsedNanos()), answered,
                Latency.of(tally.latencyMicros()), new Stages(stages[0], stages[1], stages[2], stages[3], stages[4]),
                tally.statuses(), tally.rejectReasons(), tally.unanswered(), tally.firstFailure());
    }

    /** Responses per second, from the first request's due time to the last response. */
    public double throughput() {
        return elapsedSeconds > 0 ? answered / elapsedSeconds : 0;
    }

    public long count(ResponseStatus status) {
        return statuses.getOrDefault(status, 0L);
    }

    /** Every request was answered ACCEPTED or DUPLICATE. */
    public boolean allAccepted() {
        return unanswered == 0 && count(ResponseStatus.ACCEPTED) + count(ResponseStatus.DUPLICATE) == setup.count();
    }

    public String text() {
        StringBuilder text = new StringBuilder();
        line(text, "%d %s %s certificates, %s (seed %d, %.0f bytes on average), prepared in %.1f s", setup.count(),
                setup.format(), setup.profile(), setup.signed() ? "signed with " + setup.algorithm() : "unsigned",
                setup.seed(), setup.meanBytes(), prepareSeconds);
        line(text, "sent to %s over %d connection%s (%s), %s", setup.target(), setup.connections(),
                setup.connections() == 1 ? "" : "s", setup.tls() ? "TLS" : "plain TCP", pacing());
        line(text, "elapsed %.3f s, throughput %.1f msg/s", elapsedSeconds, throughput());
        line(text, "latency ms (%d, from %s): p50 %.3f  p90 %.3f  p99 %.3f  p99.9 %.3f  max %.3f  mean %.3f",
                latencyMs.count(), setup.openLoop() ? "intended send time" : "send", latencyMs.p50(), latencyMs.p90(),
                latencyMs.p99(), latencyMs.p999(), latencyMs.max(), latencyMs.mean());
        if (count(ResponseStatus.ACCEPTED) > 0) {
            line(text, "server mean us (ACCEPTED): decode %.0f, verify %.0f, parse %.0f, store %.0f, total %.0f",
                    serverMeanMicros.decode(), serverMeanMicros.verify(), serverMeanMicros.parse(),
                    serverMeanMicros.store(), serverMeanMicros.total());
        }
        line(text, "status: %s", statusText());
        if (unanswered > 0) {
            line(text, "unanswered: %d (%s)", unanswered, firstFailure.orElse("no message"));
        }
        return text.toString();
    }

    private String pacing() {
        return setup.rate().map(rate -> String.format(Locale.ROOT,
                "open loop at %.1f msg/s, at most %d in flight per connection", rate, setup.window()))
                .orElse("closed loop, " + setup.window() + " in flight per connection");
    }

    private String statusText() {
        String counts = statuses.entrySet().stream()
                .map(each -> each.getKey() + " " + each.getValue()
                        + (each.getKey() == ResponseStatus.REJECTED ? " (" + reasonText() + ")" : ""))
                .collect(Collectors.joining(", "));
        return counts.isEmpty() ? "none answered" : counts;
    }

    private String reasonText() {
        return rejectReasons.entrySet().stream()
                .map(each -> each.getKey() + " " + each.getValue()).collect(Collectors.joining(", "));
    }

    private static void line(StringBuilder text, String format, Object... values) {
        text.append(String.format(Locale.ROOT, format, values)).append('\n');
    }

    private static double seconds(long nanos) {
        return nanos / (double) TimeUnit.SECONDS.toNanos(1);
    }
}
