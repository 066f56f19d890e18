package org.etp.pharmacy.measurement;

/**
 * The measured messages of one form and profile in the dashboard's window.
 *
 * @param perSecond messages per second over the whole window
 */
public record FormProfileStats(String format, String profile, long messages, double perSecond, double p50Millis,
        double p95Millis, double p99Millis, double maxMillis, double cpuUserMicros, double cpuSystemMicros,
        double cpuMicros, double minorFaults, double majorFaults, double bytes) {

    /** The series name charts use, e.g. {@code DER prescription}. */
    public String label() {
        return format + " " + profile;
    }
}
