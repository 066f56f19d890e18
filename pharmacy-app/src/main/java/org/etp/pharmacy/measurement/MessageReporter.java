package org.etp.pharmacy.measurement;

import io.micrometer.core.instrument.MeterRegistry;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reports each message three ways: one structured log line (logger {@code etp.intake.messages}: INFO when
 * accepted or a duplicate, WARN with the reason otherwise), Micrometer meters ({@code etp.intake.*}, at
 * {@code /actuator/prometheus}), and a {@code message_metrics} row (with a {@code rejected_message} row for
 * a refusal) through the {@link MeasurementWriter}. Each says which way a verified message went ({@code path},
 * {@link ServedBy#id()}: {@code template}, {@code dom-fallback:mismatch}, ...). Nothing about the patient is
 * reported; the prescription ID is the handle.
 */
public final class MessageReporter {

    private static final Logger log = LoggerFactory.getLogger("etp.intake.messages");
    private static final String LINE = "intake id={} status={} reason={} format={} profile={} alg={} path={} bytes={}"
            + " decode_us={} verify_us={} parse_us={} store_us={} total_us={} cpu_us={} cpu_user_us={} cpu_sys_us={}"
            + " alloc_bytes={} minflt={} majflt={} heap_bytes={} rss_bytes={} peer={}{}";

    private final MeasurementWriter writer;
    private final MeterRegistry meters;
    private final IntakeMeters intakeMeters;

    public MessageReporter(MeasurementWriter writer, MeterRegistry meters) {
        this.writer = writer;
        this.meters = meters;
        this.intakeMeters = new IntakeMeters(meters);
    }

    public void report(MessageOutcome outcome) {
        logLine(outcome);
        intakeMeters.record(outcome);
        writer.record(record(outcome));
    }

    /** A connection closed on a frame that could not be delimited, or that stalled: logged, no response. */
    public void connectionClosed(String peer, String detail, int bytes, byte[] prefix) {
        log.warn("intake connection closed peer={} reason={} bytes={} detail=\"{}\"", peer, Reason.BAD_FRAME, bytes,
                detail.replace('"', '\''));
        meters.counter("etp.intake.connections.closed", "cause", "bad_frame").increment();
        writer.record(new MessageRecord(Instant.now(), bytes, Optional.empty(),
                Optional.of(new MessageRecord.Rejection(Reason.BAD_FRAME, detail, peer, prefix))));
    }

    private void logLine(MessageOutcome o) {
        ResponseStatus status = o.response().status();
        boolean fine = status == ResponseStatus.ACCEPTED || status == ResponseStatus.DUPLICATE;
        if (fine ? !log.isInfoEnabled() : !log.isWarnEnabled()) {
            return;
        }
        StageTimings t = o.timings();
        Object[] values = {o.prescriptionId().map(PrescriptionId::value).orElse("-"), status,
                o.reason().map(Reason::name).orElse("-"), o.format().map(WireFormat::name).orElse("-"),
                o.profile().map(Profile::id).orElse("-"), o.algorithm().map(SignatureAlgorithm::id).orElse("-"),
                o.servedBy().map(ServedBy::id).orElse("-"),
                o.bytes(), t.decodeMicros(), t.verifyMicros(), t.parseMicros(), t.storeMicros(), t.totalMicros(),
                o.usage().cpuNanos() / 1_000, o.usage().cpuUserNanos() / 1_000, o.usage().cpuSystemNanos() / 1_000,
                o.usage().allocatedBytes(),
                o.usage().minorFaults(), o.usage().majorFaults(), o.memory().heapUsedBytes(), o.memory().rssBytes(),
                o.peer(), o.detail().isEmpty() ? "" : " detail=\"" + o.detail().replace('"', '\'') + "\""};
        if (fine) {
            log.info(LINE, values);
        } else {
            log.warn(LINE, values);
        }
    }

    private static MessageRecord record(MessageOutcome o) {
        Optional<MessageRecord.Rejection> rejection = switch (o.response().status()) {
            case ACCEPTED, DUPLICATE -> Optional.empty();
            case REJECTED -> Optional.of(new MessageRecord.Rejection(o.reason().orElseThrow(), o.detail(), o.peer(),
                    o.prefix()));
            // An ERROR is ours, not the sender's: it is measured but not logged as a rejected message.
            case ERROR -> Optional.empty();
        };
        MessageRecord.Metrics metrics = new MessageRecord.Metrics(o.rowId(), o.format(), o.profile().map(Profile::id),
                o.servedBy().map(ServedBy::id), o.timings(), o.usage(), o.memory());
        return new MessageRecord(Instant.now(), o.bytes(), Optional.of(metrics), rejection);
    }
}
