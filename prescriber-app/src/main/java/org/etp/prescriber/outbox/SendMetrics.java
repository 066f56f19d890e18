package org.etp.prescriber.outbox;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.etp.ac.wire.StageTimings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The sender side's measurements of each prescription, once it is answered: one structured log line
 * (the prescription ID and no other patient data) and Micrometer meters ({@code /actuator/prometheus}),
 * tagged by form and algorithm.
 */
@Component
class SendMetrics {

    private static final Logger log = LoggerFactory.getLogger(SendMetrics.class);

    private final MeterRegistry registry;

    SendMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    void answered(PendingMessage message, OutboxStatus status, String reason, long roundTripMicros,
            StageTimings pharmacy) {
        String format = message.format().name();
        String algorithm = message.algorithm().id();
        SigningCost cost = message.cost();
        log.info("prescription id={} form={} alg={} bytes={} sign_us={} cpu_us={} cpu_user_us={}"
                + " cpu_sys_us={} rtt_us={} attempts={} status={} reason={} pharmacy_total_us={}",
                message.prescriptionId(), format, algorithm, message.payload().length, cost.signMicros(),
                cost.cpuMicros(), cost.cpuUserMicros(), cost.cpuSystemMicros(), roundTripMicros, message.attempts(),
                status, reason == null ? "-" : reason, pharmacy.totalMicros());
        timer("etp.prescriber.sign", "Encoding and signing", format, algorithm).record(cost.signMicros(),
                TimeUnit.MICROSECONDS);
        timer("etp.prescriber.cpu", "Signing thread CPU time, exact", format, algorithm)
                .record(cost.cpuMicros(), TimeUnit.MICROSECONDS);
        timer("etp.prescriber.cpu.user", "Signing thread CPU time in user mode", format, algorithm)
                .record(cost.cpuUserMicros(), TimeUnit.MICROSECONDS);
        timer("etp.prescriber.cpu.system", "Signing thread CPU time in kernel mode", format, algorithm)
                .record(cost.cpuSystemMicros(), TimeUnit.MICROSECONDS);
        Timer.builder("etp.prescriber.round.trip").description("Send to answer, over the intake connection")
                .tags("format", format, "algorithm", algorithm, "status", status.name())
                .register(registry).record(roundTripMicros, TimeUnit.MICROSECONDS);
        DistributionSummary.builder("etp.prescriber.certificate.size").baseUnit("bytes")
                .description("Signed certificate size").tags("format", format, "algorithm", algorithm)
                .register(registry).record(message.payload().length);
        Counter.builder("etp.prescriber.answers").description("Final answers from pharmacies")
                .tags("status", status.name(), "reason", reason == null ? "none" : reason)
                .register(registry).increment();
    }

    void retrying(PendingMessage message, String why, Duration delay) {
        log.warn("prescription id={} form={} alg={} attempt={} failed ({}); resending in {} ms",
                message.prescriptionId(), message.format(), message.algorithm().id(), message.attempts(), why,
                delay.toMillis());
        Counter.builder("etp.prescriber.retries").description("Failed attempts, to be resent")
                .register(registry).increment();
    }

    private Timer timer(String name, String description, String format, String algorithm) {
        return Timer.builder(name).description(description).tags("format", format, "algorithm", algorithm)
                .register(registry);
    }
}
