package org.etp.pharmacy.measurement;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Optional;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.ac.xml.XmlServedBy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** The path that served a message is in its log line and its counter, and only a verified one has one. */
class MessageReporterTests {

    private static final ResponseFrame ACCEPTED = ResponseFrame.accepted(3, PrescriptionId.of(0x2A2A2A, "FA123", 7),
            StageTimings.ofNanos(1_000, 2_000, 3_000, 4_000, 10_000));

    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final MessageReporter reporter = new MessageReporter(
            new MeasurementWriter(new MeasurementProperties(3), meters), meters);
    private final Logger messages = (Logger) LoggerFactory.getLogger("etp.intake.messages");
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();

    @BeforeEach
    void listen() {
        lines.start();
        messages.addAppender(lines);
    }

    @AfterEach
    void stopListening() {
        messages.detachAppender(lines);
    }

    @Test
    void logsAndCountsThePathThatServedEachMessage() {
        reporter.report(accepted(XmlServedBy.TEMPLATE));
        reporter.report(accepted(XmlServedBy.fallback(XmlServedBy.Fallback.MISMATCH)));
        reporter.report(accepted(XmlServedBy.TEMPLATE));

        assertThat(lines.list).extracting(ILoggingEvent::getFormattedMessage)
                .filteredOn(line -> line.contains(" path=template "))
                .hasSize(2);
        assertThat(lines.list).extracting(ILoggingEvent::getFormattedMessage)
                .filteredOn(line -> line.contains(" path=dom-fallback:mismatch "))
                .hasSize(1);
        assertThat(meters.get("etp.intake.messages").tag("path", "template").counter().count()).isEqualTo(2);
        assertThat(meters.get("etp.intake.messages").tag("path", "dom-fallback:mismatch").counter().count())
                .isEqualTo(1);
    }

    @Test
    void givesNoPathToAMessageThatWasNotVerified() {
        reporter.report(MessageOutcome.of(ResponseFrame.error(4, Optional.empty(), StageTimings.NONE))
                .received("127.0.0.1:1", 40, new byte[16]).format(WireFormat.XML).build());

        assertThat(lines.list.get(0).getFormattedMessage()).contains(" path=- ");
        assertThat(meters.get("etp.intake.messages").tag("path", "none").counter().count()).isEqualTo(1);
    }

    private static MessageOutcome accepted(ServedBy servedBy) {
        return MessageOutcome.of(ACCEPTED).received("127.0.0.1:1", 900, new byte[16]).format(WireFormat.XML)
                .certificate(Profile.PRESCRIPTION, Optional.of(SignatureAlgorithm.RSA2048)).servedBy(servedBy).build();
    }
}
