package org.etp.pharmacy.measurement;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.StageTimings;

/**
 * The Micrometer meters of the intake ({@code etp.intake.*}), each found once per combination of its tags and
 * then kept: asking the registry by name and tags builds, sorts and hashes the tags anew every time, a few
 * microseconds a message on the event loop. The combinations are few (statuses × reasons × forms × paths), so
 * the maps stay small.
 */
final class IntakeMeters {

    private static final String[] STAGES = {"decode", "verify", "parse", "store"};

    private final MeterRegistry meters;
    private final DistributionSummary sizes;
    private final Timer cpuTotal;
    private final Timer cpuUser;
    private final Timer cpuSystem;
    private final Counter minorFaults;
    private final Counter majorFaults;
    private final Map<MessageKey, Counter> messages = new ConcurrentHashMap<>();
    private final Map<LatencyKey, Timer> latencies = new ConcurrentHashMap<>();
    private final Map<String, Timer[]> stages = new ConcurrentHashMap<>();

    private record MessageKey(String status, String reason, String format, String path) {
    }

    private record LatencyKey(String format, String status, String profile) {
    }

    IntakeMeters(MeterRegistry meters) {
        this.meters = meters;
        this.sizes = DistributionSummary.builder("etp.intake.message.size").baseUnit("bytes")
                .description("size of each frame received").register(meters);
        this.cpuTotal = cpu("total");
        this.cpuUser = cpu("user");
        this.cpuSystem = cpu("system");
        this.minorFaults = Counter.builder("etp.intake.page.faults").tag("kind", "minor").register(meters);
        this.majorFaults = Counter.builder("etp.intake.page.faults").tag("kind", "major").register(meters);
    }

    private Timer cpu(String mode) {
        return Timer.builder("etp.intake.cpu").tag("mode", mode)
                .description("CPU time of the threads that handled each message").register(meters);
    }

    void record(MessageOutcome o) {
        String format = o.format().map(WireFormat::name).orElse("none");
        String status = o.response().status().name();
        messages.computeIfAbsent(new MessageKey(status, o.reason().map(Reason::name).orElse("none"), format,
                o.servedBy().map(ServedBy::id).orElse("none")), key -> meters.counter("etp.intake.messages",
                        "status", key.status(), "reason", key.reason(), "format", key.format(), "path", key.path()))
                .increment();
        StageTimings t = o.timings();
        Timer[] stage = stages.computeIfAbsent(format, key -> stageTimers(key));
        long[] micros = {t.decodeMicros(), t.verifyMicros(), t.parseMicros(), t.storeMicros()};
        for (int i = 0; i < micros.length; i++) {
            if (micros[i] > 0) {
                stage[i].record(micros[i], TimeUnit.MICROSECONDS);
            }
        }
        latencies.computeIfAbsent(new LatencyKey(format, status, o.profile().map(Profile::id).orElse("none")),
                key -> meters.timer("etp.intake.latency", "format", key.format(), "status", key.status(), "profile",
                        key.profile())).record(t.totalMicros(), TimeUnit.MICROSECONDS);
        sizes.record(o.bytes());
        cpuTotal.record(o.usage().cpuNanos(), TimeUnit.NANOSECONDS);
        cpuUser.record(o.usage().cpuUserNanos(), TimeUnit.NANOSECONDS);
        cpuSystem.record(o.usage().cpuSystemNanos(), TimeUnit.NANOSECONDS);
        minorFaults.increment(o.usage().minorFaults());
        majorFaults.increment(o.usage().majorFaults());
    }

    private Timer[] stageTimers(String format) {
        Timer[] timers = new Timer[STAGES.length];
        for (int i = 0; i < STAGES.length; i++) {
            timers[i] = meters.timer("etp.intake.stage", "stage", STAGES[i], "format", format);
        }
        return timers;
    }
}
