package org.etp.perf.timing;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The seed study's procedure over a real connection: the first message of every series while both JVMs
 * are cold, then {@code warmup} rounds that are thrown away, then {@code runs} measured rounds. A round
 * sends one message of each series in turn, so that noise from whatever else runs on the machine (a
 * garbage collection, another process) spreads over all series instead of landing on one.
 */
final class Experiment {

    private static final long PROGRESS_INTERVAL = TimeUnit.SECONDS.toNanos(2);

    private final MessageSender sender;
    private final List<Series> series;
    private final int runs;
    private final int warmup;
    private final PrintWriter progress;
    private long lastProgress;

    Experiment(MessageSender sender, List<Series> series, int runs, int warmup, PrintWriter progress) {
        if (runs < 1 || warmup < 0) {
            throw new IllegalArgumentException("at least one run and no negative warm-up, not " + runs + "/" + warmup);
        }
        this.sender = sender;
        this.series = List.copyOf(series);
        this.runs = runs;
        this.warmup = warmup;
        this.progress = progress;
    }

    List<SeriesResult> run() throws TimingException, InterruptedException {
        Map<Series, Measurement> firsts = new LinkedHashMap<>();
        for (Series one : series) {
            firsts.put(one, sender.send(one));
        }
        report("first (cold) message of each of %d series sent", series.size());
        for (int round = 1; round <= warmup; round++) {
            for (Series one : series) {
                sender.send(one);
            }
            maybeReport(round, warmup, "warm-up");
        }
        Map<Series, List<Measurement>> measured = new LinkedHashMap<>();
        series.forEach(one -> measured.put(one, new ArrayList<>(runs)));
        for (int run = 1; run <= runs; run++) {
            for (Series one : series) {
                measured.get(one).add(sender.send(one));
            }
            maybeReport(run, runs, "measured");
        }
        List<SeriesResult> results = new ArrayList<>();
        series.forEach(one -> results.add(new SeriesResult(one, firsts.get(one), measured.get(one))));
        return results;
    }

    private void maybeReport(int done, int of, String phase) {
        long now = System.nanoTime();
        if (done == of || now - lastProgress > PROGRESS_INTERVAL) {
            report("%s: %d of %d rounds (%d messages each, one in flight)", phase, done, of, series.size());
        }
    }

    private void report(String format, Object... arguments) {
        lastProgress = System.nanoTime();
        progress.printf(format + "%n", arguments);
        progress.flush();
    }
}
