package org.etp.perf.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.io.IOException;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.Test;

class TallyTests {

    private static final PrescriptionId ID = PrescriptionId.of(1, "Y12345", 1);

    @Test
    void countsEachStatusAndEachRejectReason() throws Exception {
        Tally tally = new Tally(5);

        tally.answered(ResponseFrame.accepted(1, ID, StageTimings.NONE), 1_000_000);
        tally.answered(ResponseFrame.duplicate(2, ID, StageTimings.NONE), 1_000_000);
        tally.answered(ResponseFrame.rejected(3, Reason.BAD_SIGNATURE, Optional.of(ID), StageTimings.NONE), 1_000_000);
        tally.answered(ResponseFrame.rejected(4, Reason.EXPIRED, Optional.empty(), StageTimings.NONE), 1_000_000);
        tally.answered(ResponseFrame.rejected(5, Reason.BAD_SIGNATURE, Optional.empty(), StageTimings.NONE), 1_000);
        tally.await();

        assertThat(tally.statuses()).containsExactly(entry(ResponseStatus.ACCEPTED, 1L),
                entry(ResponseStatus.DUPLICATE, 1L), entry(ResponseStatus.REJECTED, 3L));
        assertThat(tally.rejectReasons()).containsExactly(entry(Reason.BAD_SIGNATURE, 2L), entry(Reason.EXPIRED, 1L));
        assertThat(tally.latencyMicros().getTotalCount()).isEqualTo(5);
    }

    @Test
    void averagesTheServerTimingsOfAcceptedMessagesOnly() {
        Tally tally = new Tally(3);

        tally.answered(ResponseFrame.accepted(1, ID, new StageTimings(10, 100, 20, 1000, 1200)), 1);
        tally.answered(ResponseFrame.accepted(2, ID, new StageTimings(30, 300, 40, 3000, 3600)), 1);
        tally.answered(ResponseFrame.duplicate(3, ID, new StageTimings(999, 999, 999, 999, 999)), 1);

        assertThat(tally.meanAcceptedStageMicros()).containsExactly(20, 200, 30, 2000, 2400);
    }

    @Test
    void keepsTheFirstReasonARequestWentUnanswered() throws Exception {
        Tally tally = new Tally(2);

        tally.unanswered(new IOException("the pharmacy closed the connection"));
        tally.unanswered(new IOException("later"));
        tally.await();

        assertThat(tally.unanswered()).isEqualTo(2);
        assertThat(tally.firstFailure()).contains("the pharmacy closed the connection");
        assertThat(tally.statuses()).isEmpty();
    }

    @Test
    void recordsLatencyInMicroseconds() {
        Tally tally = new Tally(1);

        tally.answered(ResponseFrame.accepted(1, ID, StageTimings.NONE), 2_500_000);

        assertThat(tally.latencyMicros().getMaxValue()).isBetween(2497L, 2503L);
        assertThat(tally.lastCompletionNanos()).isPresent();
    }
}
