package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.pharmacy.intake.RequestBytes.FRAMES;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.Optional;
import java.util.stream.Stream;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The response encoder alone: each response leaves as one fixed-length frame that decodes back to itself. */
class ResponseFrameEncoderTests {

    private static final PrescriptionId ID = PrescriptionId.of(0xA1B2C3, "Y12345", 0x0F00A);
    private static final StageTimings TIMINGS = new StageTimings(11, 22, 33, 44, 110);

    private final ResponseFrameEncoder encoder = new ResponseFrameEncoder(FRAMES);

    static Stream<ResponseFrame> responses() {
        return Stream.of(ResponseFrame.accepted(1, ID, TIMINGS), ResponseFrame.duplicate(2, ID, TIMINGS),
                ResponseFrame.rejected(3, Reason.REVOKED, Optional.of(ID), TIMINGS),
                ResponseFrame.rejected(0xFFFF_FFFFL, Reason.BAD_FRAME, Optional.empty(), StageTimings.NONE),
                ResponseFrame.error(5, Optional.empty(), TIMINGS));
    }

    @ParameterizedTest
    @MethodSource("responses")
    void writesEachResponseAsOneFixedFrameThatDecodesBack(ResponseFrame response) throws Exception {
        EmbeddedChannel channel = new EmbeddedChannel(encoder);

        channel.writeOutbound(response);

        assertThat(written(channel)).isEqualTo(response);
        assertThat((Object) channel.readOutbound()).isNull();
        assertThat(channel.finish()).isFalse();
    }

    @Test
    void servesEveryConnectionFromOneInstance() throws Exception {
        EmbeddedChannel first = new EmbeddedChannel(encoder);
        EmbeddedChannel second = new EmbeddedChannel(encoder);

        first.writeOutbound(ResponseFrame.error(1, Optional.empty(), StageTimings.NONE));
        second.writeOutbound(ResponseFrame.accepted(2, ID, TIMINGS));

        assertThat(written(first).requestId()).isEqualTo(1);
        assertThat(written(second).requestId()).isEqualTo(2);
    }

    private static ResponseFrame written(EmbeddedChannel channel) throws FrameException {
        ByteBuf bytes = channel.readOutbound();
        try {
            assertThat(bytes.readableBytes()).isEqualTo(Frames.RESPONSE_LENGTH);
            return FRAMES.decodeResponse(ByteBufUtil.getBytes(bytes));
        } finally {
            bytes.release();
        }
    }
}
