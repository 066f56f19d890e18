package org.etp.ac.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import java.util.zip.GZIPOutputStream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class FramesTests {

    private static final PrescriptionId ID = PrescriptionId.of(0xA1B2C3, "Y12345", 0x0F00A);
    private static final byte[] CERTIFICATE = "0\u0082\u0001\u0000 a certificate".getBytes(StandardCharsets.ISO_8859_1);

    private final Frames frames = new Frames();

    @ParameterizedTest
    @EnumSource(WireFormat.class)
    void roundTripsARequestThroughBytes(WireFormat format) throws Exception {
        RequestFrame request = RequestFrame.submit(format, true, false, 42, CERTIFICATE);
        byte[] encoded = frames.encode(request);
        assertThat(encoded).hasSize(Frames.HEADER_LENGTH + CERTIFICATE.length);
        assertThat(frames.decodeRequest(encoded)).isEqualTo(request);
    }

    @Test
    void roundTripsAnUnsignedRequestWithTheLargestRequestIdThroughAStream() throws Exception {
        RequestFrame request = RequestFrame.submit(WireFormat.XML, false, false, 0xFFFF_FFFFL, CERTIFICATE);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        frames.write(request, out);
        assertThat(frames.readRequest(new ByteArrayInputStream(out.toByteArray()))).contains(request);
    }

    @Test
    void writesTheDocumentedRequestLayout() throws Exception {
        byte[] encoded = frames.encode(RequestFrame.submit(WireFormat.XML, true, false, 0x01020304L, CERTIFICATE));
        assertThat(Arrays.copyOfRange(encoded, 0, 4)).isEqualTo("ETPF".getBytes(StandardCharsets.US_ASCII));
        assertThat(encoded[4]).as("version").isEqualTo((byte) 1);
        assertThat(encoded[5]).as("kind").isEqualTo((byte) 0x01);
        assertThat(encoded[6]).as("format").isEqualTo((byte) 2);
        assertThat(encoded[7]).as("flags").isEqualTo((byte) 0x01);
        assertThat(Arrays.copyOfRange(encoded, 8, 12)).as("request id").containsExactly(1, 2, 3, 4);
        assertThat(ByteBuffer.wrap(encoded).getInt(Frames.LENGTH_FIELD_OFFSET)).isEqualTo(CERTIFICATE.length);
        assertThat(Frames.LENGTH_FIELD_OFFSET + Frames.LENGTH_FIELD_LENGTH).isEqualTo(Frames.HEADER_LENGTH);
    }

    @Test
    void roundTripsEachKindOfResponse() throws Exception {
        StageTimings timings = new StageTimings(1, 2, 3, 4, StageTimings.MAX_MICROS);
        for (ResponseFrame response : new ResponseFrame[] {
                ResponseFrame.accepted(7, ID, timings),
                ResponseFrame.duplicate(8, ID, StageTimings.NONE),
                ResponseFrame.rejected(9, Reason.BAD_SIGNATURE, Optional.of(ID), timings),
                ResponseFrame.rejected(0xFFFF_FFFFL, Reason.BAD_FRAME, Optional.empty(), StageTimings.NONE),
                ResponseFrame.error(10, Optional.empty(), timings)}) {
            byte[] encoded = frames.encode(response);
            assertThat(encoded).hasSize(Frames.RESPONSE_LENGTH);
            assertThat(frames.decodeResponse(encoded)).isEqualTo(response);
            assertThat(frames.readResponse(new ByteArrayInputStream(encoded))).contains(response);
        }
    }

    @Test
    void roundTripsAStatusAnswerWithItsPayloadAfterTheFixedBody() throws Exception {
        byte[] answer = {0x30, 0x01, 0x02};
        ResponseFrame response = ResponseFrame.statusAnswer(12, answer, StageTimings.NONE);

        byte[] encoded = frames.encode(response);

        assertThat(encoded).hasSize(Frames.RESPONSE_LENGTH + answer.length);
        assertThat(encoded[5]).as("kind").isEqualTo((byte) 0x83);
        assertThat(ByteBuffer.wrap(encoded).getInt(12)).isEqualTo(40 + answer.length);
        assertThat(Arrays.copyOfRange(encoded, Frames.RESPONSE_LENGTH, encoded.length)).isEqualTo(answer);
        assertThat(frames.decodeResponse(encoded)).isEqualTo(response);
        assertThat(frames.readResponse(new ByteArrayInputStream(encoded))).contains(response);
        ResponseFrame refused = ResponseFrame.rejected(13, Reason.STALE_REQUEST, Optional.empty(), StageTimings.NONE)
                .as(MessageKind.STATUS);
        assertThat(frames.decodeResponse(frames.encode(refused))).isEqualTo(refused);
    }

    @Test
    void refusesAPayloadOnAnyResponseButAStatusAnswer() {
        byte[] answer = frames.encode(ResponseFrame.statusAnswer(12, new byte[] {1, 2}, StageTimings.NONE));
        byte[] asSubmit = answer.clone();
        asSubmit[5] = (byte) MessageKind.SUBMIT.responseCode();
        assertRefused(() -> frames.decodeResponse(asSubmit), false, "response body length 42");
        assertRefused(() -> new Frames(1).decodeResponse(answer), false, "response body length 42");
        assertThatThrownBy(() -> new ResponseFrame(MessageKind.SUBMIT, 1, ResponseStatus.ACCEPTED, Optional.empty(),
                Optional.of(ID), StageTimings.NONE, new byte[] {1})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ResponseFrame.statusAnswer(1, new byte[0], StageTimings.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void writesTheDocumentedResponseLayout() {
        byte[] encoded = frames.encode(ResponseFrame.rejected(0x0A0B0C0DL, Reason.REVOKED, Optional.of(ID),
                new StageTimings(11, 22, 33, 44, 110)));
        ByteBuffer buffer = ByteBuffer.wrap(encoded);
        assertThat(buffer.getInt(0)).isEqualTo(Frames.MAGIC);
        assertThat(encoded[5]).as("kind").isEqualTo((byte) 0x81);
        assertThat(encoded[6]).as("status").isEqualTo((byte) ResponseStatus.REJECTED.code());
        assertThat(encoded[7]).as("reason").isEqualTo((byte) Reason.REVOKED.code());
        assertThat(buffer.getInt(8)).isEqualTo(0x0A0B0C0D);
        assertThat(buffer.getInt(12)).isEqualTo(40);
        assertThat(new String(encoded, 16, 20, StandardCharsets.US_ASCII)).isEqualTo(ID.value());
        assertThat(new int[] {buffer.getInt(36), buffer.getInt(40), buffer.getInt(44), buffer.getInt(48),
                buffer.getInt(52)}).containsExactly(11, 22, 33, 44, 110);
    }

    @Test
    void encodesAnUnknownPrescriptionIdAsZeros() {
        byte[] encoded = frames.encode(ResponseFrame.error(1, Optional.empty(), StageTimings.NONE));
        assertThat(Arrays.copyOfRange(encoded, 16, 36)).containsOnly(0);
    }

    @Test
    void refusesABadMagicAndClosesTheConnection() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        encoded[0] = 'H';
        assertRefused(() -> frames.decodeRequest(encoded), false, "bad magic");
        assertRefused(() -> frames.readRequest(new ByteArrayInputStream(encoded)), false, "bad magic");
    }

    @Test
    void refusesAnotherProtocolVersion() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        encoded[4] = 2;
        assertRefused(() -> frames.decodeRequest(encoded), false, "version 2");
    }

    @Test
    void refusesAnUnknownFormatButStaysOnTheFrameBoundary() throws Exception {
        byte[] bad = encoded(RequestFrame.submit(WireFormat.DER, true, false, 5, CERTIFICATE));
        bad[6] = 4;
        RequestFrame next = RequestFrame.submit(WireFormat.XML, true, false, 6, CERTIFICATE);
        InputStream in = new ByteArrayInputStream(concat(bad, encoded(next)));
        assertThatThrownBy(() -> frames.readRequest(in)).isInstanceOfSatisfying(FrameException.class, e -> {
            assertThat(e.boundaryIntact()).isTrue();
            assertThat(e.requestId()).hasValue(5);
        }).hasMessageContaining("unknown format code 4");
        assertThat(frames.readRequest(in)).contains(next);
    }

    @Test
    void refusesAnUnknownMessageKind() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        encoded[5] = (byte) 0x81;
        assertRefused(() -> frames.decodeRequest(encoded), true, "unknown message kind 0x81");
    }

    @Test
    void refusesUnknownFlagBits() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        encoded[7] = (byte) 0x09;
        assertRefused(() -> frames.decodeRequest(encoded), true, "unknown flag bits 0x08");
    }

    @Test
    void refusesAnEmptyPayload() {
        byte[] header = header(1, 0);
        assertRefused(() -> frames.decodeRequest(header), true, "length 0");
        assertRefused(() -> frames.readRequest(new ByteArrayInputStream(header)), true, "length 0");
    }

    @Test
    void refusesALengthWithTheTopBitSetBeforeReadingThePayload() {
        InputStream in = new SequenceInputStream(new ByteArrayInputStream(header(0, 0xFFFF_FFF0)), NO_MORE_READS);
        assertRefused(() -> frames.readRequest(in), false, "payload length 4294967280 exceeds the bound");
    }

    @Test
    void refusesALengthOverTheBoundBeforeReadingThePayload() throws Exception {
        Frames small = new Frames(1024);
        InputStream in = new SequenceInputStream(new ByteArrayInputStream(header(0, 1025)), NO_MORE_READS);
        assertRefused(() -> small.readRequest(in), false, "payload length 1025 exceeds the bound of 1024 bytes");
        assertRefused(() -> small.decodeRequest(header(0, 1025)), false, "exceeds the bound");
        byte[] atBound = new byte[1024];
        Arrays.fill(atBound, (byte) 'x');
        RequestFrame largest = RequestFrame.submit(WireFormat.DER, true, false, 1, atBound);
        assertThat(small.decodeRequest(small.encode(largest))).isEqualTo(largest);
        assertThatThrownBy(() -> small.encode(RequestFrame.submit(WireFormat.DER, true, false, 1, new byte[1025])))
                .isInstanceOf(FrameException.class).hasMessageContaining("exceeds the bound");
    }

    @Test
    void endsCleanlyAtTheEndOfTheStreamBetweenFrames() throws Exception {
        assertThat(frames.readRequest(new ByteArrayInputStream(new byte[0]))).isEmpty();
        assertThat(frames.readResponse(new ByteArrayInputStream(new byte[0]))).isEmpty();
    }

    @Test
    void refusesATruncatedHeader() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        byte[] cut = Arrays.copyOf(encoded, 5);
        assertRefused(() -> frames.readRequest(new ByteArrayInputStream(cut)), false, "truncated header");
        assertRefused(() -> frames.decodeRequest(cut), false, "truncated header");
        byte[] response = frames.encode(ResponseFrame.accepted(1, ID, StageTimings.NONE));
        assertRefused(() -> frames.readResponse(new ByteArrayInputStream(Arrays.copyOf(response, 15))), false,
                "truncated header");
    }

    @Test
    void refusesATruncatedPayload() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        byte[] cut = Arrays.copyOf(encoded, encoded.length - 1);
        assertRefused(() -> frames.readRequest(new ByteArrayInputStream(cut)), false,
                "truncated payload: the stream ended after " + (CERTIFICATE.length - 1) + " of " + CERTIFICATE.length);
        assertRefused(() -> frames.decodeRequest(cut), false, "length field says " + CERTIFICATE.length);
        byte[] response = frames.encode(ResponseFrame.accepted(1, ID, StageTimings.NONE));
        assertRefused(() -> frames.readResponse(new ByteArrayInputStream(Arrays.copyOf(response, 30))), false,
                "truncated payload");
    }

    @Test
    void refusesTrailingBytesAfterTheOneFrame() {
        byte[] encoded = encoded(RequestFrame.submit(WireFormat.DER, true, false, 1, CERTIFICATE));
        assertRefused(() -> frames.decodeRequest(Arrays.copyOf(encoded, encoded.length + 1)), false,
                "holds " + (CERTIFICATE.length + 1) + " bytes after its header");
    }

    @Test
    void readsSeveralFramesBackToBackOnOneStream() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        RequestFrame[] sent = new RequestFrame[5];
        for (int i = 0; i < sent.length; i++) {
            byte[] payload = ("certificate " + i).getBytes(StandardCharsets.US_ASCII);
            sent[i] = RequestFrame.submit(WireFormat.values()[i % 2], i % 3 != 0, i % 2 == 1, i, payload);
            frames.write(sent[i], out);
        }
        InputStream in = new ByteArrayInputStream(out.toByteArray());
        for (RequestFrame expected : sent) {
            assertThat(frames.readRequest(in)).contains(expected);
        }
        assertThat(frames.readRequest(in)).isEmpty();
    }

    @Test
    void roundTripsAGzipPayloadSmallerOnTheWire() throws Exception {
        byte[] repetitive = "<etp:Item>amoxicillin 500mg capsules</etp:Item>".repeat(200)
                .getBytes(StandardCharsets.US_ASCII);
        RequestFrame request = RequestFrame.submit(WireFormat.XML, true, true, 3, repetitive);
        byte[] encoded = frames.encode(request);
        assertThat(encoded[7]).as("flags").isEqualTo((byte) 0x03);
        assertThat(encoded.length).isLessThan(repetitive.length / 10);
        RequestFrame decoded = frames.decodeRequest(encoded);
        assertThat(decoded).isEqualTo(request);
        assertThat(decoded.payload()).isEqualTo(repetitive);
    }

    @Test
    void refusesAGzipBombWithoutInflatingPastTheBound() throws Exception {
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(compressed)) {
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 64; i++) {
                gzip.write(zeros);
            }
        }
        byte[] bomb = compressed.toByteArray();
        assertThat(bomb.length).isLessThan(Frames.DEFAULT_MAX_PAYLOAD_LENGTH);
        byte[] frame = concat(header(RequestCodec.FLAG_SIGNED | RequestCodec.FLAG_GZIP, bomb.length), bomb);
        assertRefused(() -> frames.decodeRequest(frame), true, "inflates past the 1048576-byte bound");
    }

    @Test
    void refusesAPayloadFlaggedGzipThatIsNot() {
        byte[] frame = concat(header(RequestCodec.FLAG_GZIP, CERTIFICATE.length), CERTIFICATE);
        assertRefused(() -> frames.decodeRequest(frame), true, "not valid gzip");
    }

    @Test
    void refusesAResponseThatIsARequest() {
        byte[] response = frames.encode(ResponseFrame.accepted(1, ID, StageTimings.NONE));
        response[5] = 0x01;
        assertRefused(() -> frames.decodeResponse(response), true, "unknown response kind 0x01");
    }

    @Test
    void refusesAResponseWithABadPrescriptionIdOrReason() {
        byte[] badId = frames.encode(ResponseFrame.accepted(1, ID, StageTimings.NONE));
        badId[35] ^= 1;
        assertRefused(() -> frames.decodeResponse(badId), true, "check character");
        byte[] badReason = frames.encode(ResponseFrame.rejected(1, Reason.EXPIRED, Optional.empty(),
                StageTimings.NONE));
        badReason[7] = (byte) 200;
        assertRefused(() -> frames.decodeResponse(badReason), true, "unknown reason code 200");
    }

    @Test
    void copiesThePayloadInAndOut() {
        byte[] payload = CERTIFICATE.clone();
        RequestFrame request = RequestFrame.submit(WireFormat.DER, true, false, 1, payload);
        payload[0] = 'X';
        request.payload()[1] = 'Y';
        assertThat(request.payload()).isEqualTo(CERTIFICATE);
    }

    @Test
    void keepsReasonsForRejectionsOnly() {
        assertThatThrownBy(() -> new ResponseFrame(MessageKind.SUBMIT, 1, ResponseStatus.REJECTED, Optional.empty(),
                Optional.empty(), StageTimings.NONE)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ResponseFrame(MessageKind.SUBMIT, 1, ResponseStatus.ACCEPTED,
                Optional.of(Reason.EXPIRED), Optional.of(ID), StageTimings.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static final InputStream NO_MORE_READS = new InputStream() {
        @Override
        public int read() throws IOException {
            throw new AssertionError("read past the header of a frame that should have been refused");
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return read();
        }
    };

    /** A request header for a DER SUBMIT with request id 77, the given flags and length field. */
    private static byte[] header(int flags, int length) {
        return ByteBuffer.allocate(Frames.HEADER_LENGTH).putInt(Frames.MAGIC).put((byte) 1).put((byte) 1)
                .put((byte) 1).put((byte) flags).putInt(77).putInt(length).array();
    }

    private byte[] encoded(RequestFrame frame) {
        try {
            return frames.encode(frame);
        } catch (FrameException e) {
            throw new AssertionError(e);
        }
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
    @Test
    void readsThePayloadLengthFromASoundHeaderAndRefusesAnOversizedOneBeforeThePayload() throws Exception {
        Frames small = new Frames(64);
        byte[] encoded = small.encode(RequestFrame.submit(WireFormat.DER, true, false, 7, CERTIFICATE));
        byte[] header = Arrays.copyOf(encoded, Frames.HEADER_LENGTH);

        assertThat(small.requestPayloadLength(header)).isEqualTo(CERTIFICATE.length);

        ByteBuffer.wrap(header).putInt(Frames.LENGTH_FIELD_OFFSET, 0x8000_0000);
        assertThatThrownBy(() -> small.requestPayloadLength(header)).isInstanceOfSatisfying(FrameException.class,
                e -> assertThat(e.boundaryIntact()).isFalse()).hasMessageContaining("exceeds the bound");
        header[0] = 'X';
        assertThatThrownBy(() -> small.requestPayloadLength(header)).hasMessageContaining("bad magic");
        assertThatThrownBy(() -> small.requestPayloadLength(new byte[3])).hasMessageContaining("truncated header");
    }


    private static void assertRefused(ThrowingCallable decoding, boolean boundaryIntact, String message) {
        assertThatThrownBy(decoding).isInstanceOfSatisfying(FrameException.class,
                e -> assertThat(e.boundaryIntact()).as("boundary intact").isEqualTo(boundaryIntact))
                .hasMessageContaining(message);
    }
}
