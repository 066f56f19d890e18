package org.etp.ac.wire;

import java.util.concurrent.TimeUnit;

/**
 * The server's own time for each stage of one message, in microseconds, as a response carries them
 * (each an unsigned 32-bit field: at most {@value #MAX_MICROS} µs, about 71 minutes).
 */
public record StageTimings(long decodeMicros, long verifyMicros, long parseMicros, long storeMicros,
        long totalMicros) {

    public static final long MAX_MICROS = 0xFFFF_FFFFL;

    /** No stage ran (e.g. a frame refused before decoding). */
    public static final StageTimings NONE = new StageTimings(0, 0, 0, 0, 0);

    public StageTimings {
        check(decodeMicros, "decode");
        check(verifyMicros, "verify");
        check(parseMicros, "parse");
        check(storeMicros, "store");
        check(totalMicros, "total");
    }

    /** Timings from nanosecond measurements, each rounded down to microseconds and capped at {@link #MAX_MICROS}. */
    public static StageTimings ofNanos(long decode, long verify, long parse, long store, long total) {
        return new StageTimings(micros(decode), micros(verify), micros(parse), micros(store), micros(total));
    }

    private static long micros(long nanos) {
        return Math.min(MAX_MICROS, Math.max(0, TimeUnit.NANOSECONDS.toMicros(nanos)));
    }

    private static void check(long micros, String stage) {
        if (micros < 0 || micros > MAX_MICROS) {
            throw new IllegalArgumentException(stage + " time must be 0 to " + MAX_MICROS + " µs, not " + micros);
        }
    }
}
