package org.etp.pharmacy.measurement;

/**
 * The measured messages of one form and profile in the dashboard's window (also sent as JSON to the
 * dashboard's script). Built with {@link #of(String, String)}.
 *
 * @param perSecond messages per second over the whole window
 */
public record FormProfileStats(String format, String profile, long messages, double perSecond, double p50Millis,
        double p95Millis, double p99Millis, double maxMillis, double cpuUserMicros, double cpuSystemMicros,
        double cpuMicros, double minorFaults, double majorFaults, double bytes) {

    /** The figures of form {@code format} and profile {@code profile}; each left unnamed is zero. */
    static Builder of(String format, String profile) {
        return new Builder(format, profile);
    }

    /** The series name charts use, e.g. {@code DER prescription}. */
    public String label() {
        return format + " " + profile;
    }

    /** Names each figure: latencies in milliseconds, CPU in microseconds, faults and bytes per message. */
    static final class Builder {

        private final String format;
        private final String profile;
        private long messages;
        private double perSecond;
        private double p50Millis;
        private double p95Millis;
        private double p99Millis;
        private double maxMillis;
        private double cpuUserMicros;
        private double cpuSystemMicros;
        private double cpuMicros;
        private double minorFaults;
        private double majorFaults;
        private double bytes;

        private Builder(String format, String profile) {
            this.format = format;
            this.profile = profile;
        }

        /** How many messages, and how many a second over {@code windowSeconds}. */
        Builder messages(long messages, double windowSeconds) {
            this.messages = messages;
            this.perSecond = messages / windowSeconds;
            return this;
        }

        Builder p50Millis(double millis) {
            this.p50Millis = millis;
            return this;
        }

        Builder p95Millis(double millis) {
            this.p95Millis = millis;
            return this;
        }

        Builder p99Millis(double millis) {
            this.p99Millis = millis;
            return this;
        }

        Builder maxMillis(double millis) {
            this.maxMillis = millis;
            return this;
        }

        Builder cpuMicros(double micros) {
            this.cpuMicros = micros;
            return this;
        }

        Builder cpuUserMicros(double micros) {
            this.cpuUserMicros = micros;
            return this;
        }

        Builder cpuSystemMicros(double micros) {
            this.cpuSystemMicros = micros;
            return this;
        }

        Builder minorFaults(double faults) {
            this.minorFaults = faults;
            return this;
        }

        Builder majorFaults(double faults) {
            this.majorFaults = faults;
            return this;
        }

        Builder bytes(double bytes) {
            this.bytes = bytes;
            return this;
        }

        FormProfileStats build() {
            return new FormProfileStats(format, profile, messages, perSecond, p50Millis, p95Millis, p99Millis,
                    maxMillis, cpuUserMicros, cpuSystemMicros, cpuMicros, minorFaults, majorFaults, bytes);
        }
    }
}
