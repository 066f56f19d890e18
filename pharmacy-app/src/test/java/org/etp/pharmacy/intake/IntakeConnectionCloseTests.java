package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.pharmacy.intake.EmbeddedIntake.READ_TIMEOUT;
import static org.etp.pharmacy.intake.RequestBytes.concat;
import static org.etp.pharmacy.intake.RequestBytes.frame;

import io.netty.handler.timeout.IdleStateEvent;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * When one connection is closed, fed raw bytes: on a lost frame boundary and on a stalled frame, without an
 * answer (there is no request id to answer); on idleness only with nothing in flight.
 */
class IntakeConnectionCloseTests {

    private final EmbeddedIntake intake = new EmbeddedIntake();

    @AfterEach
    void releaseWhatIsLeft() {
        intake.finish();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.etp.pharmacy.intake.RequestBytes#withoutABoundary")
    void closesTheConnectionWithoutAnAnswerWhenTheFrameBoundaryIsLost(String fault, byte[] bytes, String message)
            throws Exception {
        intake.receive(concat(bytes, frame(79)));

        assertThat(intake.channel.isOpen()).isFalse();
        assertThat(intake.nextResponse()).isEmpty();
        assertThat(intake.verificationPool.tasks).isEmpty();
        assertThat(intake.inFlight()).isZero();
    }

    /**
     * A known bug, failing until it is fixed: {@code IntakeHandler.exceptionCaught} unwraps every
     * {@code DecoderException} to its cause, and {@code LostBoundaryException} is one (a
     * {@code CorruptedFrameException}), so its branch is never taken and the close is neither metered nor
     * recorded. Once that is mended the close is reported twice: on close the decoder decodes the header it left
     * unread once more and raises the same fault again.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.etp.pharmacy.intake.RequestBytes#withoutABoundary")
    void reportsAConnectionClosedOnALostBoundaryOnce(String fault, byte[] bytes, String message) {
        intake.receive(bytes);

        assertThat(intake.channel.isOpen()).isFalse();
        assertThat(intake.connectionsClosedOnBadFrames()).isEqualTo(1);
    }

    @Test
    void closesTheConnectionWithoutAnAnswerWhenAHeaderStalls() throws Exception {
        intake.receive(Arrays.copyOf(frame(5), 10));
        intake.advance(READ_TIMEOUT.toMillis() - 1);
        assertThat(intake.channel.isOpen()).isTrue();

        intake.advance(1);

        assertThat(intake.channel.isOpen()).isFalse();
        assertThat(intake.nextResponse()).isEmpty();
        assertThat(intake.connectionsClosedOnBadFrames()).isEqualTo(1);
    }

    @Test
    void closesTheConnectionWhenAFrameAfterAnswersStalls() throws Exception {
        byte[] stalled = frame(7);
        intake.receive(concat(RequestBytes.withByte(frame(6), 6, 4), Arrays.copyOf(stalled, stalled.length - 1)));
        assertThat(intake.nextResponse()).isPresent();

        intake.advance(2 * READ_TIMEOUT.toMillis());

        assertThat(intake.channel.isOpen()).isFalse();
        assertThat(intake.nextResponse()).isEmpty();
        assertThat(intake.verificationPool.tasks).isEmpty();
    }

    @Test
    void closesAnIdleConnectionWithNothingInFlight() {
        intake.channel.pipeline().fireUserEventTriggered(IdleStateEvent.ALL_IDLE_STATE_EVENT);

        assertThat(intake.channel.isOpen()).isFalse();
    }

    @Test
    void keepsAnIdleConnectionWhoseRequestIsStillInFlight() {
        intake.receive(frame(41));

        intake.channel.pipeline().fireUserEventTriggered(IdleStateEvent.ALL_IDLE_STATE_EVENT);

        assertThat(intake.channel.isOpen()).isTrue();
        assertThat(intake.inFlight()).isEqualTo(1);
    }
}
