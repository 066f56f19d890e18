package org.etp.pharmacy.measurement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.Test;

class MessageOutcomeTests {

    private static final ResponseFrame REFUSED = ResponseFrame.rejected(7, Reason.BAD_FRAME, Optional.empty(),
            StageTimings.NONE);

    @Test
    void knowsNothingItWasNotTold() {
        MessageOutcome outcome = MessageOutcome.of(REFUSED).received("127.0.0.1:1", 40, new byte[16]).build();

        assertThat(outcome.format()).isEmpty();
        assertThat(outcome.profile()).isEmpty();
        assertThat(outcome.algorithm()).isEmpty();
        assertThat(outcome.servedBy()).isEmpty();
        assertThat(outcome.usage()).isEqualTo(ThreadUsage.ZERO);
        assertThat(outcome.rowId()).isZero();
        assertThat(outcome.detail()).isEmpty();
        assertThat(outcome.bytes()).isEqualTo(40);
        assertThat(outcome.memory()).isNotNull();
    }

    @Test
    void keepsWhatItWasTold() {
        MessageOutcome outcome = MessageOutcome.of(REFUSED).received("127.0.0.1:1", 40, new byte[16])
                .format(WireFormat.XML).detail("unknown flag").build();

        assertThat(outcome.format()).contains(WireFormat.XML);
        assertThat(outcome.detail()).isEqualTo("unknown flag");
        assertThat(outcome.reason()).contains(Reason.BAD_FRAME);
    }

    @Test
    void needsToKnowWhereTheMessageCameFrom() {
        assertThatIllegalStateException().isThrownBy(() -> MessageOutcome.of(REFUSED).build());
    }
}
