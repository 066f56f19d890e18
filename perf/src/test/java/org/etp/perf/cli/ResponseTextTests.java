package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.Test;

class ResponseTextTests {

    private static final PrescriptionId ID = PrescriptionId.of(0x1A2B3C, "Y12345", 42);
    private static final StageTimings TIMINGS = new StageTimings(120, 890, 40, 3120, 4210);

    @Test
    void printsAnAcceptedResponseWithServerTimingsAndRoundTrip() {
        String line = ResponseText.line("rx.der", ResponseFrame.accepted(7, ID, TIMINGS), 6_843_000);

        assertThat(line).isEqualTo("rx.der: ACCEPTED " + ID.value() + "  server us: decode 120, verify 890, "
                + "parse 40, store 3120, total 4210; round trip 6.84 ms");
    }

    @Test
    void printsTheReasonCodeAndNameOfARejection() {
        String line = ResponseText.line("bad.xml", ResponseFrame.rejected(1, Reason.BAD_SIGNATURE, Optional.of(ID),
                StageTimings.NONE), 1_000_000);

        assertThat(line).startsWith("bad.xml: REJECTED BAD_SIGNATURE (4) " + ID.value() + "  server us: decode 0,");
    }

    @Test
    void saysSoWhenTheServerCouldNotReadThePrescriptionId() {
        String line = ResponseText.line("junk.der", ResponseFrame.rejected(1, Reason.MALFORMED, Optional.empty(),
                StageTimings.NONE), 1_000_000);

        assertThat(line).startsWith("junk.der: REJECTED MALFORMED (3) (no prescription ID)  server us:");
    }
}
