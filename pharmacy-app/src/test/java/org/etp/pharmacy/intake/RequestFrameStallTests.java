package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.pharmacy.intake.EmbeddedIntake.READ_TIMEOUT;
import static org.etp.pharmacy.intake.RequestBytes.FRAMES;
import static org.etp.pharmacy.intake.RequestBytes.buffer;
import static org.etp.pharmacy.intake.RequestBytes.concat;
import static org.etp.pharmacy.intake.RequestBytes.frame;
import static org.etp.pharmacy.intake.RequestBytes.request;

import io.netty.channel.embedded.EmbeddedChannel;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.etp.pharmacy.intake.RequestFrameDecoder.StalledFrameException;
import org.junit.jupiter.api.Test;

/**
 * The request decoder's read timeout, on a frozen clock moved by hand: a frame begun must be whole within it,
 * however its bytes trickle in; the quiet between frames is not its business.
 */
class RequestFrameStallTests {

        private final EmbeddedChannel channel = new EmbeddedChannel(new RequestFrameDecoder(FRAMES, READ_TIMEOUT,
                new InFlightLimits(Integer.MAX_VALUE, Integer.MAX_VALUE)));

    RequestFrameStallTests() {
        channel.freezeTime();
    }

    @Test
    void raisesAStalledFrameWhenAHeaderIsNotWholeWithinTheReadTimeout() throws Exception {
        channel.writeInbound(buffer(Arrays.copyOf(frame(5), 10)));

        advance(READ_TIMEOUT.toMillis() - 1);
        channel.checkException();

        advance(1);
        assertThatThrownBy(channel::checkException).isInstanceOf(StalledFrameException.class)
                .hasMessage("a frame stalled after 10 bytes: the sender stopped within the read timeout");
        assertThat((Object) channel.readInbound()).isNull();
    }

    @Test
    void raisesAStalledFrameHoweverSlowlyItsBytesKeepTrickling() {
        byte[] frame = frame(6);
        long step = READ_TIMEOUT.toMillis() / 4;

        for (int i = 0; i < 4; i++) {
            channel.writeInbound(buffer(new byte[] {frame[i]}));
            advance(step);
        }

        assertThatThrownBy(channel::checkException).isInstanceOf(StalledFrameException.class)
                .hasMessageContaining("after 4 bytes");
    }

    @Test
    void raisesAStalledFrameForAPayloadThatStopsHalfWay() {
        byte[] frame = frame(9);
        channel.writeInbound(buffer(Arrays.copyOf(frame, frame.length / 2)));

        advance(READ_TIMEOUT.toMillis());

        assertThatThrownBy(channel::checkException).isInstanceOf(StalledFrameException.class)
                .hasMessageContaining("after " + frame.length / 2 + " bytes");
    }

    @Test
    void letsAFrameFinishedWithinTheReadTimeoutThrough() throws Exception {
        byte[] frame = frame(10);
        channel.writeInbound(buffer(Arrays.copyOf(frame, 5)));
        advance(READ_TIMEOUT.toMillis() - 1);

        channel.writeInbound(buffer(Arrays.copyOfRange(frame, 5, frame.length)));
        advance(3 * READ_TIMEOUT.toMillis());

        channel.checkException();
        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(10));
        assertThat(channel.isOpen()).isTrue();
    }

    @Test
    void doesNotTreatQuietBetweenFramesAsAStall() throws Exception {
        channel.writeInbound(buffer(frame(11)));

        advance(5 * READ_TIMEOUT.toMillis());

        channel.checkException();
        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(11));
        assertThat(channel.hasPendingTasks()).isFalse();
    }

    @Test
    void givesAFrameBegunAfterAWholeOneAtLeastTheReadTimeoutAndCutsItOffWithinTwice() throws Exception {
        byte[] second = frame(13);
        channel.writeInbound(buffer(concat(frame(12), Arrays.copyOf(second, 3))));
        advance(READ_TIMEOUT.toMillis() / 2);
        channel.writeInbound(buffer(Arrays.copyOfRange(second, 3, second.length)));

        byte[] third = frame(14);
        channel.writeInbound(buffer(Arrays.copyOf(third, 3)));
        advance(READ_TIMEOUT.toMillis() / 2);
        channel.checkException();

        advance(READ_TIMEOUT.toMillis());
        assertThatThrownBy(channel::checkException).isInstanceOf(StalledFrameException.class)
                .hasMessageContaining("after 3 bytes");
    }

    /** Moves the channel's clock on and runs what fell due. */
    private void advance(long millis) {
        channel.advanceTimeBy(millis, TimeUnit.MILLISECONDS);
        channel.runPendingTasks();
    }
}
