package org.etp.ac.wire;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Optional;

/**
 * Writes and reads ETP frames (layout in {@code docs/protocol.md}): a 16-byte header whose last field
 * is the unsigned 32-bit length of what follows, then that many bytes. Framing fails fast: the magic,
 * version and length are checked before a payload byte is read or a buffer allocated for it, and any
 * fault is a {@link FrameException} that says what was wrong and whether the connection can go on.
 *
 * <p>For Netty, put {@code new LengthFieldBasedFrameDecoder(frames.maxFrameLength(),
 * Frames.LENGTH_FIELD_OFFSET, Frames.LENGTH_FIELD_LENGTH, 0, 0)} in front and hand each frame to
 * {@link #decodeRequest(byte[])}. Instances are immutable and thread-safe.
 */
public final class Frames {

    /** {@code "ETPF"}, the first four bytes of every frame in either direction. */
    public static final int MAGIC = 0x4554_5046;
    public static final int VERSION = 1;
    public static final int HEADER_LENGTH = 16;
    /** Where the length field starts in the header; the length counts the bytes after the header. */
    public static final int LENGTH_FIELD_OFFSET = 12;
    public static final int LENGTH_FIELD_LENGTH = 4;
    public static final int DEFAULT_MAX_PAYLOAD_LENGTH = 1 << 20;
    /**
     * The longest attachment block a request may carry ({@link Attachment}, the flag "certificates attached"),
     * tag and length included: 64 KiB. It counts toward the payload bound with the message after it.
     */
    public static final int MAX_ATTACHMENT_LENGTH = 64 * 1024;
    /** The length of every version-1 response but a STATUS answer: header and fixed body. */
    public static final int RESPONSE_LENGTH = HEADER_LENGTH + ResponseCodec.BODY_LENGTH;

    private static final int LARGEST_BOUND = Integer.MAX_VALUE - HEADER_LENGTH - 64;

    private final int maxPayloadLength;

    /** Frames with payloads bounded at {@value #DEFAULT_MAX_PAYLOAD_LENGTH} bytes (1 MiB). */
    public Frames() {
        this(DEFAULT_MAX_PAYLOAD_LENGTH);
    }

    /** Frames with payloads bounded at {@code maxPayloadLength} bytes, on the wire and inflated. */
    public Frames(int maxPayloadLength) {
        if (maxPayloadLength < 1 || maxPayloadLength > LARGEST_BOUND) {
            throw new IllegalArgumentException("the payload bound must be 1 to " + LARGEST_BOUND + " bytes");
        }
        this.maxPayloadLength = maxPayloadLength;
    }

    public int maxPayloadLength() {
        return maxPayloadLength;
    }

    /** The longest frame, header included: the {@code maxFrameLength} of a Netty length-field decoder. */
    public int maxFrameLength() {
        return HEADER_LENGTH + maxPayloadLength;
    }

    /**
     * The bytes of one request frame, the payload gzip-compressed when the frame says so.
     *
     * @throws FrameException when the payload, as given or compressed, passes the bound
     */
    public byte[] encode(RequestFrame frame) throws FrameException {
        return RequestCodec.encode(frame, maxPayloadLength);
    }

    /**
     * The bytes of one response frame: {@link #RESPONSE_LENGTH} long, and for a STATUS answer its payload
     * more.
     */
    public byte[] encode(ResponseFrame frame) {
        return ResponseCodec.encode(frame);
    }

    public void write(RequestFrame frame, OutputStream out) throws IOException, FrameException {
        out.write(encode(frame));
    }

    public void write(ResponseFrame frame, OutputStream out) throws IOException {
        out.write(encode(frame));
    }

    /**
     * Reads the next request, blocking until it is whole.
     *
     * @return empty when the stream ends cleanly before the first byte of a frame
     * @throws FrameException when the frame is malformed or the stream ends inside it
     */
    public Optional<RequestFrame> readRequest(InputStream in) throws IOException, FrameException {
        byte[] header = readHeader(in);
        if (header == null) {
            return Optional.empty();
        }
        RequestCodec.Header fields = RequestCodec.readHeader(header, maxPayloadLength);
        byte[] payload = readBody(in, fields.payloadLength());
        return Optional.of(RequestCodec.toFrame(fields, payload, maxPayloadLength));
    }

    /** Reads the next response, as {@link #readRequest(InputStream)} reads a request. */
    public Optional<ResponseFrame> readResponse(InputStream in) throws IOException, FrameException {
        byte[] header = readHeader(in);
        if (header == null) {
            return Optional.empty();
        }
        ResponseCodec.Header fields = ResponseCodec.readHeader(header, maxPayloadLength);
        return Optional.of(ResponseCodec.toFrame(fields, readBody(in, fields.bodyLength())));
    }

    /**
     * Checks the magic, version and length of a request header, before anything is read or allocated for
     * its payload: what a streaming reader (a Netty decoder) calls once it holds {@link #HEADER_LENGTH} bytes.
     *
     * @return the payload length the header announces, within the bound
     * @throws FrameException (boundary lost: close the connection) on a bad magic, version or length
     */
    public int requestPayloadLength(byte[] header) throws FrameException {
        checkWhole(header);
        return RequestCodec.readHeader(header, maxPayloadLength).payloadLength();
    }

    /** Decodes a request from {@code frame}, which must hold exactly one whole frame. */
    public RequestFrame decodeRequest(byte[] frame) throws FrameException {
        checkWhole(frame);
        RequestCodec.Header fields = RequestCodec.readHeader(frame, maxPayloadLength);
        checkLength(frame, fields.payloadLength());
        return RequestCodec.toFrame(fields, Arrays.copyOfRange(frame, HEADER_LENGTH, frame.length), maxPayloadLength);
    }

    /** Decodes a response from {@code frame}, which must hold exactly one whole frame. */
    public ResponseFrame decodeResponse(byte[] frame) throws FrameException {
        checkWhole(frame);
        ResponseCodec.Header fields = ResponseCodec.readHeader(frame, maxPayloadLength);
        checkLength(frame, fields.bodyLength());
        return ResponseCodec.toFrame(fields, Arrays.copyOfRange(frame, HEADER_LENGTH, frame.length));
    }

    static void checkMagicAndVersion(ByteBuffer header) throws FrameException {
        int magic = header.getInt(0);
        if (magic != MAGIC) {
            throw new FrameException(String.format("bad magic 0x%08X (an ETP frame starts with 0x%08X, \"ETPF\")",
                    magic, MAGIC));
        }
        int version = header.get(4) & 0xFF;
        if (version != VERSION) {
            throw new FrameException("unsupported protocol version " + version + " (this end speaks " + VERSION + ")");
        }
    }

    /** The header, or null at a clean end of stream. */
    private static byte[] readHeader(InputStream in) throws IOException, FrameException {
        byte[] header = new byte[HEADER_LENGTH];
        int read = in.readNBytes(header, 0, HEADER_LENGTH);
        if (read == 0) {
            return null;
        }
        if (read < HEADER_LENGTH) {
            throw new FrameException("truncated header: the stream ended after " + read + " of " + HEADER_LENGTH
                    + " bytes");
        }
        return header;
    }

    /** Reads {@code length} bytes, growing the buffer only as bytes arrive. */
    private static byte[] readBody(InputStream in, int length) throws IOException, FrameException {
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            throw new FrameException("truncated payload: the stream ended after " + body.length + " of " + length
                    + " bytes");
        }
        return body;
    }

    private static void checkWhole(byte[] frame) throws FrameException {
        if (frame.length < HEADER_LENGTH) {
            throw new FrameException("truncated header: " + frame.length + " of " + HEADER_LENGTH + " bytes");
        }
    }

    private static void checkLength(byte[] frame, int length) throws FrameException {
        if (frame.length - HEADER_LENGTH != length) {
            throw new FrameException("the frame holds " + (frame.length - HEADER_LENGTH)
                    + " bytes after its header but its length field says " + length);
        }
    }
}
