package org.etp.pharmacy.intake;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Request frames as the intake receives them: the bytes of a sound frame, and of frames broken in one named
 * way each, inside their boundary (answered REJECTED BAD_FRAME) or in what delimits them (the connection is
 * closed). The payload bound is small, so that a frame at or past it costs nothing to build.
 */
final class RequestBytes {

    static final int MAX_PAYLOAD = 1024;
    static final Frames FRAMES = new Frames(MAX_PAYLOAD);
    /** Any bytes: framing never looks inside the certificate. */
    static final byte[] CERTIFICATE = "0\u0082 not a certificate, and framing does not care"
            .getBytes(StandardCharsets.ISO_8859_1);

    private RequestBytes() {
    }

    static RequestFrame request(long requestId) {
        return RequestFrame.submit(WireFormat.DER, true, false, requestId, CERTIFICATE);
    }

    static byte[] encode(RequestFrame request) {
        try {
            return FRAMES.encode(request);
        } catch (FrameException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] frame(long requestId) {
        return encode(request(requestId));
    }

    /** {@code frame} with the byte at {@code offset} replaced. */
    static byte[] withByte(byte[] frame, int offset, int value) {
        byte[] changed = frame.clone();
        changed[offset] = (byte) value;
        return changed;
    }

    /** A header alone, of a sound frame, announcing {@code length} payload bytes (unsigned 32-bit). */
    static byte[] headerAnnouncing(long requestId, long length) {
        byte[] header = Arrays.copyOf(frame(requestId), Frames.HEADER_LENGTH);
        ByteBuffer.wrap(header).putInt(Frames.LENGTH_FIELD_OFFSET, (int) length);
        return header;
    }

    /** A sound header with the gzip flag, followed by {@code payload} as it is. */
    static byte[] gzipFlagged(long requestId, byte[] payload) {
        byte[] header = withByte(headerAnnouncing(requestId, payload.length), 7, 0x03);
        return concat(header, payload);
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    static ByteBuf buffer(byte[] bytes) {
        return Unpooled.wrappedBuffer(bytes);
    }

    /** Frames delimited soundly but wrong inside: a description, the request id 77, the frame's bytes, the fault. */
    static Stream<Arguments> faultyInsideItsBoundary() {
        byte[] sound = frame(77);
        // Written by a sender with a larger bound: small on the wire, past this end's bound once inflated.
        byte[] bomb;
        try {
            bomb = new Frames(4 * MAX_PAYLOAD).encode(RequestFrame.submit(WireFormat.DER, true, true, 77,
                    new byte[MAX_PAYLOAD + 1]));
        } catch (FrameException e) {
            throw new IllegalStateException(e);
        }
        return Stream.of(
                Arguments.of("unknown kind", withByte(sound, 5, 0x7F), "unknown message kind 0x7F"),
                Arguments.of("response kind", withByte(sound, 5, 0x81), "unknown message kind 0x81"),
                Arguments.of("unknown format", withByte(sound, 6, 4), "unknown format code 4 (1 DER, 2 XML, 3 OER)"),
                Arguments.of("unknown flag bits", withByte(sound, 7, 0x09), "unknown flag bits 0x08"),
                Arguments.of("attached flag without a block", withByte(sound, 7, 0x05),
                        "the attachment block runs past the payload"),
                Arguments.of("empty payload", headerAnnouncing(77, 0), "the payload is empty (length 0)"),
                Arguments.of("not gzip", gzipFlagged(77, CERTIFICATE), "the payload is not valid gzip"),
                Arguments.of("gzip bomb", bomb,
                        "the gzip payload inflates past the " + MAX_PAYLOAD + "-byte bound"));
    }

    /** Headers that cannot delimit a frame: a description, the bytes, the fault. */
    static Stream<Arguments> withoutABoundary() {
        byte[] sound = frame(78);
        return Stream.of(
                Arguments.of("bad magic", "GET / HTTP/1.1\r\nHost: pharmacy\r\n\r\n".getBytes(StandardCharsets.US_ASCII),
                        "bad magic 0x47455420"),
                Arguments.of("bad version", withByte(sound, 4, 2), "unsupported protocol version 2 (this end speaks 1)"),
                Arguments.of("version zero", withByte(sound, 4, 0), "unsupported protocol version 0"),
                Arguments.of("length past the bound", headerAnnouncing(78, MAX_PAYLOAD + 1),
                        "payload length " + (MAX_PAYLOAD + 1) + " exceeds the bound of " + MAX_PAYLOAD + " bytes"),
                Arguments.of("length with the top bit set", headerAnnouncing(78, 0xFFFF_FFFFL),
                        "payload length 4294967295 exceeds the bound"));
    }
}
