package org.etp.perf.load;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;

/**
 * What the requests of a run came to, recorded as they complete (on any thread): latency in an
 * HdrHistogram (microseconds, three significant digits), counts by status and by reject reason, the
 * server's stage timings of accepted messages, and the requests that got no response at all.
 */
public final class Tally {

    private final Histogram latencyMicros = new ConcurrentHistogram(3);
    private final Map<ResponseStatus, LongAdder> statuses = new EnumMap<>(ResponseStatus.class);
    private final Map<Reason, LongAdder> reasons = new EnumMap<>(Reason.class);
    private final LongAdder[] acceptedStageMicros = new LongAdder[5];
    private final LongAdder unanswered = new LongAdder();
    private final LongAdder resent = new LongAdder();
    private final AtomicReference<String> firstFailure = new AtomicReference<>();
    private final AtomicLong lastCompletion = new AtomicLong(Long.MIN_VALUE);
    private final CountDownLatch outstanding;

    public Tally(int requests) {
        this.outstanding = new CountDownLatch(requests);
        for (ResponseStatus status : ResponseStatus.values()) {
            statuses.put(status, new LongAdder());
        }
        for (Reason reason : Reason.values()) {
            reasons.put(reason, new LongAdder());
        }
        for (int i = 0; i < acceptedStageMicros.length; i++) {
            acceptedStageMicros[i] = new LongAdder();
        }
    }

    /** A request answered {@code latencyNanos} after it was sent (or due). */
    public void answered(ResponseFrame response, long latencyNanos) {
        latencyMicros.recordValue(Math.max(0, TimeUnit.NANOSECONDS.toMicros(latencyNanos)));
        statuses.get(response.status()).increment();
        response.reason().ifPresent(reason -> reasons.get(reason).increment());
        if (response.status() == ResponseStatus.ACCEPTED) {
            StageTimings timings = response.timings();
            long[] stages = {timings.decodeMicros(), timings.verifyMicros(), timings.parseMicros(),
                    timings.storeMicros(), timings.totalMicros()};
            for (int i = 0; i < stages.length; i++) {
                acceptedStageMicros[i].add(stages[i]);
            }
        }
        completed();
    }

    /** A request that got no response: its connection failed or could not be made. */
    public void unanswered(Throwable failure) {
        unanswered.increment();
        firstFailure.compareAndSet(null, failure.getMessage());
        completed();
    }

    /** A request whose connection died unanswered is sent again on a new one; it completes later. */
    public void resent() {
        resent.increment();
    }

    /** How many times a request was sent again after its connection died. */
    public long resends() {
        return resent.sum();
    }

    /** Waits until every request is answered or failed. */
    public void await() throws InterruptedException {
        outstanding.await();
    }

    /** A copy of the latency histogram, in microseconds. */
    public Histogram latencyMicros() {
        return latencyMicros.copy();
    }

    public long count(ResponseStatus status) {
        return statuses.get(status).sum();
    }

    /** Counts by status, in code order, statuses that never came left out. */
    public Map<ResponseStatus, Long> statuses() {
        return nonZero(statuses);
    }

    /** Counts of REJECTED responses by reason, in code order, reasons that never came left out. */
    public Map<Reason, Long> rejectReasons() {
        return nonZero(reasons);
    }

    /** The mean server stage timings of accepted messages: decode, verify, parse, store, total (µs). */
    public double[] meanAcceptedStageMicros() {
        long accepted = count(ResponseStatus.ACCEPTED);
        double[] means = new double[acceptedStageMicros.length];
        for (int i = 0; i < means.length && accepted > 0; i++) {
            means[i] = acceptedStageMicros[i].sum() / (double) accepted;
        }
        return means;
    }

    public long unanswered() {
        return unanswered.sum();
    }

    /** The message of the first request that got no response. */
    public Optional<String> firstFailure() {
        return Optional.ofNullable(firstFailure.get());
    }

    /** When the last request completed ({@link System#nanoTime()}), or empty before any did. */
    public Optional<Long> lastCompletionNanos() {
        long last = lastCompletion.get();
        return last == Long.MIN_VALUE ? Optional.empty() : Optional.of(last);
    }

    private static <K> Map<K, Long> nonZero(Map<K, LongAdder> adders) {
        Map<K, Long> counts = new LinkedHashMap<>();
        adders.forEach((key, count) -> {
            if (count.sum() > 0) {
                counts.put(key, count.sum());
            }
        });
        return counts;
    }

    private void completed() {
        lastCompletion.accumulateAndGet(System.nanoTime(), Math::max);
        outstanding.countDown();
    }
}
