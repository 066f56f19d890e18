package org.etp.perf.timing;

import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/** The quantities measured for each message, with their units; NaN where a value was not available. */
public enum Metric {
    BYTES("bytes", "B", m -> m.bytes()),
    GZIP_BYTES("gzip_bytes", "B", m -> m.gzipBytes()),
    SENDER_ENCODE("sender_encode_us", "µs", m -> m.senderNanos() / 1_000.0),
    SENDER_CPU("sender_cpu_us", "µs", m -> m.sender().cpuNanos() / 1_000.0),
    SENDER_CPU_USER("sender_cpu_user_us", "µs", m -> m.sender().cpuUserNanos() / 1_000.0),
    SENDER_CPU_SYSTEM("sender_cpu_system_us", "µs", m -> m.sender().cpuSystemNanos() / 1_000.0),
    SENDER_ALLOCATED("sender_allocated_bytes", "B", m -> m.sender().allocatedBytes()),
    SENDER_MINOR_FAULTS("sender_minor_faults", "", m -> m.sender().minorFaults()),
    SENDER_MAJOR_FAULTS("sender_major_faults", "", m -> m.sender().majorFaults()),
    SENDER_RSS("sender_rss_bytes", "B", m -> m.senderRssBytes()),
    RECIPIENT_DECODE("recipient_decode_us", "µs", m -> m.server().decodeMicros()),
    RECIPIENT_VERIFY("recipient_verify_us", "µs", m -> m.server().verifyMicros()),
    RECIPIENT_PARSE("recipient_parse_us", "µs", m -> m.server().parseMicros()),
    /** Decode + verify + parse: "decoding" for an unsigned message, "verification and decoding" for a signed one. */
    RECIPIENT_VERIFY_DECODE("recipient_decode_verify_parse_us", "µs",
            m -> m.server().decodeMicros() + m.server().verifyMicros() + m.server().parseMicros()),
    RECIPIENT_STORE("recipient_store_us", "µs", m -> m.server().storeMicros()),
    RECIPIENT_TOTAL("recipient_total_us", "µs", m -> m.server().totalMicros()),
    RECIPIENT_CPU("recipient_cpu_us", "µs", recipient(RecipientUsage::cpuMicros)),
    RECIPIENT_CPU_USER("recipient_cpu_user_us", "µs", recipient(RecipientUsage::cpuUserMicros)),
    RECIPIENT_CPU_SYSTEM("recipient_cpu_system_us", "µs", recipient(RecipientUsage::cpuSystemMicros)),
    RECIPIENT_ALLOCATED("recipient_allocated_bytes", "B", recipient(RecipientUsage::allocatedBytes)),
    RECIPIENT_MINOR_FAULTS("recipient_minor_faults", "", recipient(RecipientUsage::minorFaults)),
    RECIPIENT_MAJOR_FAULTS("recipient_major_faults", "", recipient(RecipientUsage::majorFaults)),
    RECIPIENT_RSS("recipient_rss_bytes", "B", recipient(RecipientUsage::rssBytes)),
    ROUND_TRIP("round_trip_us", "µs", m -> m.roundTripNanos() / 1_000.0),
    /** The round trip less the pharmacy's own total: the request's and the response's time on the wire. */
    TRANSFER("transfer_us", "µs", m -> m.roundTripNanos() / 1_000.0 - m.server().totalMicros());

    private final String key;
    private final String unit;
    private final ToDoubleFunction<Measurement> value;

    Metric(String key, String unit, ToDoubleFunction<Measurement> value) {
        this.key = key;
        this.unit = unit;
        this.value = value;
    }

    private static ToDoubleFunction<Measurement> recipient(ToLongFunction<RecipientUsage> field) {
        return m -> m.recipient().map(usage -> (double) field.applyAsLong(usage)).orElse(Double.NaN);
    }

    /** The name in results.csv and results.json. */
    public String key() {
        return key;
    }

    public String unit() {
        return unit;
    }

    public double of(Measurement measurement) {
        return value.applyAsDouble(measurement);
    }
}
