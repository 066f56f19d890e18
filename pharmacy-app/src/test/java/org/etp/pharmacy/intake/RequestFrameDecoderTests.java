package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.pharmacy.intake.RequestBytes.CERTIFICATE;
import static org.etp.pharmacy.intake.RequestBytes.FRAMES;
import static org.etp.pharmacy.intake.RequestBytes.MAX_PAYLOAD;
import static org.etp.pharmacy.intake.RequestBytes.buffer;
import static org.etp.pharmacy.intake.RequestBytes.concat;
import static org.etp.pharmacy.intake.RequestBytes.encode;
import static org.etp.pharmacy.intake.RequestBytes.frame;
import static org.etp.pharmacy.intake.RequestBytes.request;

import io.netty.channel.embedded.EmbeddedChannel;
import java.time.Duration;
import java.util.Arrays;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.AttachmentFixtures;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.pharmacy.intake.RequestFrameDecoder.LostBoundaryException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The request decoder alone, fed raw bytes: what it delivers, and when it gives up on the stream. */
class RequestFrameDecoderTests {

    private static final Duration READ_TIMEOUT = Duration.ofSeconds(10);

    private final EmbeddedChannel channel = new EmbeddedChannel(new RequestFrameDecoder(FRAMES, READ_TIMEOUT,
            new InFlightLimits(Integer.MAX_VALUE, Integer.MAX_VALUE)));

    RequestFrameDecoderTests() {
        channel.freezeTime();
    }

    @Test
    void decodesAWholeFrameIntoItsRequest() {
        byte[] frame = frame(42);

        channel.writeInbound(buffer(frame));

        IncomingFrame incoming = channel.readInbound();
        assertThat(incoming.request()).contains(request(42));
        assertThat(incoming.fault()).isEmpty();
        assertThat(incoming.requestId()).isEqualTo(42);
        assertThat(incoming.wireBytes()).isEqualTo(Frames.HEADER_LENGTH + CERTIFICATE.length);
        assertThat(incoming.prefix()).isEqualTo(Arrays.copyOf(frame, IncomingFrame.PREFIX_LENGTH));
        assertThat(incoming.decodeNanos()).isNotNegative();
        assertThat((Object) channel.readInbound()).isNull();
        assertThat(channel.isOpen()).isTrue();
    }

    @Test
    void inflatesAGzipPayloadToTheCertificate() {
        RequestFrame gzipped = RequestFrame.submit(WireFormat.XML, false, true, 0xFFFF_FFFFL, CERTIFICATE);

        channel.writeInbound(buffer(encode(gzipped)));

        IncomingFrame incoming = channel.readInbound();
        assertThat(incoming.request()).contains(gzipped);
        assertThat(incoming.request().orElseThrow().payload()).isEqualTo(CERTIFICATE);
        assertThat(incoming.requestId()).isEqualTo(0xFFFF_FFFFL);
    }

    @Test
    void keepsTheAttachedCertificatesAndStapleForVerification() {
        Attachment attachment = AttachmentFixtures.attachment(2, true);
        RequestFrame attached = RequestFrame.submit(WireFormat.DER, true, true, 43, CERTIFICATE)
                .withAttachment(attachment);
        byte[] frame = encode(attached);

        channel.writeInbound(buffer(frame));

        IncomingFrame incoming = channel.readInbound();
        assertThat(incoming.wireBytes()).isEqualTo(frame.length);
        IntakeRequest request = new IntakeRequest(incoming, "test", channel.eventLoop());
        assertThat(request.frame()).isEqualTo(attached);
        assertThat(request.frame().payload()).isEqualTo(CERTIFICATE);
        assertThat(request.frame().attachment()).contains(attachment);
    }

    @Test
    void acceptsAPayloadOfExactlyTheBound() {
        RequestFrame largest = RequestFrame.submit(WireFormat.DER, true, false, 1, new byte[MAX_PAYLOAD]);

        channel.writeInbound(buffer(encode(largest)));

        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(largest);
    }

    @Test
    void waitsForAFrameArrivingInPiecesThenDeliversItOnce() {
        byte[] frame = frame(7);
        int[] cuts = {3, 11, Frames.HEADER_LENGTH, Frames.HEADER_LENGTH + 1, frame.length - 1, frame.length};

        int from = 0;
        for (int cut : cuts) {
            assertThat((Object) channel.readInbound()).as("before byte %d", from).isNull();
            channel.writeInbound(buffer(Arrays.copyOfRange(frame, from, cut)));
            from = cut;
        }

        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(7));
        assertThat((Object) channel.readInbound()).isNull();
    }

    @Test
    void decodesAFrameFedOneByteAtATime() {
        byte[] frame = frame(8);

        for (byte b : frame) {
            channel.writeInbound(buffer(new byte[] {b}));
        }

        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(8));
        assertThat((Object) channel.readInbound()).isNull();
    }

    @Test
    void decodesSeveralFramesFromOneBufferInOrderAndKeepsTheRest() {
        byte[] fourth = frame(4);
        byte[] bytes = concat(frame(1), frame(2), frame(3), Arrays.copyOf(fourth, 20));

        channel.writeInbound(buffer(bytes));

        for (long id = 1; id <= 3; id++) {
            assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(id));
        }
        assertThat((Object) channel.readInbound()).isNull();

        channel.writeInbound(buffer(Arrays.copyOfRange(fourth, 20, fourth.length)));

        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(4));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.etp.pharmacy.intake.RequestBytes#faultyInsideItsBoundary")
    void deliversAFaultInsideASoundFrameAndGoesOnToTheNextFrame(String fault, byte[] faulty, String message) {
        channel.writeInbound(buffer(concat(faulty, frame(78))));

        IncomingFrame incoming = channel.readInbound();
        assertThat(incoming.request()).isEmpty();
        FrameException exception = incoming.fault().orElseThrow();
        assertThat(exception.boundaryIntact()).isTrue();
        assertThat(exception.getMessage()).startsWith(message);
        assertThat(incoming.requestId()).isEqualTo(77);
        assertThat(incoming.wireBytes()).isEqualTo(faulty.length);
        assertThat(incoming.prefix()).isEqualTo(Arrays.copyOf(faulty, Math.min(faulty.length, IncomingFrame.PREFIX_LENGTH)));
        assertThat(((IncomingFrame) channel.readInbound()).request()).contains(request(78));
        assertThat(channel.isOpen()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.etp.pharmacy.intake.RequestBytes#withoutABoundary")
    void raisesALostBoundaryOnceTheHeaderIsInWithoutWaitingForThePayload(String fault, byte[] bytes, String message) {
        byte[] header = Arrays.copyOf(bytes, Frames.HEADER_LENGTH);
        channel.writeInbound(buffer(Arrays.copyOf(header, Frames.HEADER_LENGTH - 1)));

        assertThatThrownBy(() -> channel.writeInbound(buffer(new byte[] {header[Frames.HEADER_LENGTH - 1]})))
                .isInstanceOf(LostBoundaryException.class)
                .hasMessageStartingWith(message)
                .satisfies(e -> assertThat(((LostBoundaryException) e).prefix()).isEqualTo(header))
                .cause().isInstanceOf(FrameException.class)
                .satisfies(cause -> assertThat(((FrameException) cause).boundaryIntact()).isFalse());
        assertThat((Object) channel.readInbound()).isNull();
    }
}
