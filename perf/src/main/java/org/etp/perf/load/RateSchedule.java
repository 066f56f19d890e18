package org.etp.perf.load;

import java.time.Duration;

/**
 * The send times of an open-loop run: request {@code k} (from 0) is due {@code k / perSecond} seconds
 * after the start, whatever happened to the requests before it. Latency is measured from that due
 * time, so a request that waited because the system was slow is charged with the wait — the run does
 * not slow down with the server and hide its queueing (coordinated omission).
 */
public record RateSchedule(double perSecond) {

    private static final double NANOS_PER_SECOND = 1e9;

    public RateSchedule {
        if (!(perSecond > 0) || Double.isInfinite(perSecond) || perSecond > NANOS_PER_SECOND) {
            throw new IllegalArgumentException("a rate is above 0 and at most 1e9 per second, not " + perSecond);
        }
    }

    /** When request {@code k} is due, in nanoseconds after the start. */
    public long offsetNanos(long k) {
        if (k < 0) {
            throw new IllegalArgumentException("requests are counted from 0, not " + k);
        }
        return (long) (k * NANOS_PER_SECOND / perSecond);
    }

    /** How long sending {@code count} requests takes on schedule: the due time of the one after the last. */
    public Duration duration(long count) {
        return Duration.ofNanos(offsetNanos(count));
    }
}
