package org.etp.pharmacy.measurement;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.rejection.Reason;
import org.etp.pharmacy.jdbc.AfterEachGroup;
import org.junit.jupiter.api.Test;

class MeasurementWriterTests {

    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final MeasurementWriter writer = new MeasurementWriter(new MeasurementProperties(3), meters);

    @Test
    void handsTheWriterAtMostWhatItAsksFor() {
        for (int i = 0; i < 3; i++) {
            writer.record(refusal());
        }

        AfterEachGroup.Rows first = writer.take(2);

        assertThat(first.size()).isEqualTo(2);
        assertThat(writer.waiting()).isTrue();
        assertThat(writer.take(2).size()).isOne();
        assertThat(writer.waiting()).isFalse();
        assertThat(writer.take(2).isEmpty()).isTrue();
    }

    @Test
    void dropsAndCountsWhatComesPastItsCapacityRatherThanWaiting() {
        for (int i = 0; i < 5; i++) {
            writer.record(refusal());
        }

        assertThat(writer.take(10).size()).isEqualTo(3);
        assertThat(meters.get("etp.measurement.records.dropped").counter().count()).isEqualTo(2);
    }

    private static MessageRecord refusal() {
        return new MessageRecord(Instant.now(), 20, Optional.empty(),
                Optional.of(new MessageRecord.Rejection(Reason.BAD_FRAME, "bad magic", "127.0.0.1:1", new byte[20])));
    }
}
