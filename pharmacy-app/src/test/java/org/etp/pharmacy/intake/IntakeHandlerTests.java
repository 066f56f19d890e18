package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.pharmacy.intake.RequestBytes.concat;
import static org.etp.pharmacy.intake.RequestBytes.frame;
import static org.etp.pharmacy.intake.RequestBytes.headerAnnouncing;
import static org.etp.pharmacy.intake.RequestBytes.withByte;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What one connection answers, fed raw bytes: a frame faulty inside its boundary at once (REJECTED BAD_FRAME,
 * read back with {@link Frames#decodeResponse}), a sound one not before it is verified, and ERROR when there is
 * nothing to verify it with.
 */
class IntakeHandlerTests {

    private final EmbeddedIntake intake = new EmbeddedIntake();

    @AfterEach
    void releaseWhatIsLeft() {
        intake.finish();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.etp.pharmacy.intake.RequestBytes#faultyInsideItsBoundary")
    void rejectsAFaultyFrameAsBadFrameAndKeepsTheConnection(String fault, byte[] faulty, String message)
            throws Exception {
        intake.receive(faulty);

        ResponseFrame response = intake.onlyResponse();
        assertThat(response.kind()).isEqualTo(MessageKind.SUBMIT);
        assertThat(response.requestId()).isEqualTo(77);
        assertThat(response.status()).isEqualTo(ResponseStatus.REJECTED);
        assertThat(response.reason()).contains(Reason.BAD_FRAME);
        assertThat(response.prescriptionId()).isEmpty();
        assertThat(intake.channel.isOpen()).isTrue();
        assertThat(intake.inFlight()).isZero();
        assertThat(intake.verificationPool.tasks).isEmpty();
        assertThat(intake.messages("REJECTED", "BAD_FRAME", "none")).isEqualTo(1);
    }

    @Test
    void answersEachFaultyFrameOfOneBufferWithItsOwnRequestId() throws Exception {
        intake.receive(concat(withByte(frame(1), 5, 0x7F), withByte(frame(2), 6, 9), headerAnnouncing(3, 0)));

        for (long id = 1; id <= 3; id++) {
            ResponseFrame response = intake.nextResponse().orElseThrow();
            assertThat(response.requestId()).isEqualTo(id);
            assertThat(response.reason()).contains(Reason.BAD_FRAME);
        }
        assertThat(intake.nextResponse()).isEmpty();
        assertThat(intake.channel.isOpen()).isTrue();
    }

    @Test
    void writesTheRejectionAsTheDocumented56ByteResponse() throws Exception {
        intake.receive(withByte(frame(0x0A0B0C0DL), 6, 4));

        ByteBuf written = intake.channel.readOutbound();
        byte[] bytes = ByteBufUtil.getBytes(written);
        written.release();
        assertThat(bytes).hasSize(Frames.RESPONSE_LENGTH);
        assertThat(Arrays.copyOf(bytes, 16)).containsExactly('E', 'T', 'P', 'F', 1, 0x81, 3, 1, 0x0A, 0x0B, 0x0C,
                0x0D, 0, 0, 0, 40);
        assertThat(Arrays.copyOfRange(bytes, 16, 36)).as("no prescription ID").containsOnly(0);
        ResponseFrame decoded = RequestBytes.FRAMES.decodeResponse(bytes);
        assertThat(decoded).usingRecursiveComparison().ignoringFields("timings")
                .isEqualTo(ResponseFrame.rejected(0x0A0B0C0DL, Reason.BAD_FRAME, Optional.empty(), StageTimings.NONE));
        assertThat(decoded.timings().verifyMicros() + decoded.timings().parseMicros()
                + decoded.timings().storeMicros()).as("stages that did not run").isZero();
    }

    @Test
    void handsASoundFrameToTheVerificationPoolAndAnswersNothingYet() {
        intake.receive(frame(21));

        assertThat(intake.verificationPool.tasks).hasSize(1);
        assertThat(intake.inFlight()).isEqualTo(1);
        assertThat((Object) intake.channel.readOutbound()).isNull();
        assertThat(intake.channel.isOpen()).isTrue();
        assertThat(intake.channel.config().isAutoRead()).isTrue();
    }

    @Test
    void stopsReadingAtThePerConnectionBoundOfRequestsInFlight() {
        intake.receive(concat(frame(22), frame(23)));

        assertThat(intake.verificationPool.tasks).hasSize(EmbeddedIntake.IN_FLIGHT_PER_CONNECTION);
        assertThat(intake.inFlight()).isEqualTo(EmbeddedIntake.IN_FLIGHT_PER_CONNECTION);
        assertThat(intake.channel.config().isAutoRead()).isFalse();
    }

    @Test
    void holdsFramesOfOneReadBackAtTheBoundAndLetsEachInAsAnAnswerGoesOut() {
        intake.receive(concat(frame(41), frame(42), frame(43), frame(44), frame(45)));

        assertThat(intake.verificationPool.tasks).as("in flight from one read of five frames")
                .hasSize(EmbeddedIntake.IN_FLIGHT_PER_CONNECTION);
        intake.advance(EmbeddedIntake.READ_TIMEOUT.toMillis() * 2);
        assertThat(intake.channel.isOpen()).as("whole frames held back are no stall").isTrue();

        for (int answered = 1; answered <= 3; answered++) {
            intake.limits.release(intake.channel);
            intake.channel.runPendingTasks();
            assertThat(intake.verificationPool.tasks).hasSize(EmbeddedIntake.IN_FLIGHT_PER_CONNECTION + answered);
            assertThat(intake.inFlight()).isEqualTo(EmbeddedIntake.IN_FLIGHT_PER_CONNECTION);
        }
    }

    @Test
    void answersErrorAtOnceWhenTheVerificationPoolRefusesTheRequest() throws Exception {
        ExecutorService stopped = Executors.newSingleThreadExecutor();
        stopped.shutdown();
        EmbeddedIntake refusing = new EmbeddedIntake(stopped);

        refusing.receive(frame(31));

        ResponseFrame response = refusing.onlyResponse();
        assertThat(response.requestId()).isEqualTo(31);
        assertThat(response.status()).isEqualTo(ResponseStatus.ERROR);
        assertThat(response.reason()).isEmpty();
        assertThat(response.prescriptionId()).isEmpty();
        assertThat(refusing.inFlight()).isZero();
        assertThat(refusing.channel.isOpen()).isTrue();
        assertThat(refusing.messages("ERROR", "none", "DER")).isEqualTo(1);
        refusing.finish();
    }
}
