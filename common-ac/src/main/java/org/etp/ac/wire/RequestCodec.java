package org.etp.ac.wire;

import java.nio.ByteBuffer;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;

/** The request layout of {@code docs/protocol.md}. */
final class RequestCodec {

    static final int FLAG_SIGNED = 0x01;
    static final int FLAG_GZIP = 0x02;
    static final int FLAG_ATTACHED = 0x04;
    private static final int KNOWN_FLAGS = FLAG_SIGNED | FLAG_GZIP | FLAG_ATTACHED;

    private RequestCodec() {
    }

    /** A request header whose magic, version and length are sound; the rest is checked by {@link #toFrame}. */
    record Header(int kind, int format, int flags, long requestId, int payloadLength) {
    }

    /**
     * Checks what delimits the frame, before anything is allocated for its payload.
     *
     * @throws FrameException (boundary lost) on a bad magic, version or length
     */
    static Header readHeader(byte[] bytes, int maxPayloadLength) throws FrameException {
        ByteBuffer header = ByteBuffer.wrap(bytes, 0, Frames.HEADER_LENGTH);
        Frames.checkMagicAndVersion(header);
        long length = Integer.toUnsignedLong(header.getInt(Frames.LENGTH_FIELD_OFFSET));
        if (length > maxPayloadLength) {
            throw new FrameException("payload length " + length + " exceeds the bound of " + maxPayloadLength
                    + " bytes");
        }
        return new Header(header.get(5) & 0xFF, header.get(6) & 0xFF, header.get(7) & 0xFF,
                Integer.toUnsignedLong(header.getInt(8)), (int) length);
    }

    /**
     * Checks what the header says and makes the frame, inflating a gzip payload within the bound and, when
     * certificates are attached, reading the attachment block in front of the message.
     *
     * @throws FrameException (boundary intact) on an unknown kind, format or flag, or a bad payload
     */
    static RequestFrame toFrame(Header header, byte[] payload, int maxPayloadLength) throws FrameException {
        long id = header.requestId();
        MessageKind kind = MessageKind.fromCode(header.kind()).orElseThrow(() -> FrameException.atBoundary(
                String.format("unknown message kind 0x%02X", header.kind()), id));
        WireFormat format;
        try {
            format = WireFormat.fromCode(header.format());
        } catch (IllegalArgumentException e) {
            throw FrameException.atBoundary("unknown format code " + header.format() + " (1 DER, 2 XML, 3 OER)", id,
                    e);
        }
        if ((header.flags() & ~KNOWN_FLAGS) != 0) {
            throw FrameException.atBoundary(String.format("unknown flag bits 0x%02X", header.flags() & ~KNOWN_FLAGS),
                    id);
        }
        if (header.payloadLength() == 0) {
            throw FrameException.atBoundary("the payload is empty (length 0)", id);
        }
        boolean gzip = (header.flags() & FLAG_GZIP) != 0;
        byte[] body = gzip ? BoundedGzip.inflate(payload, maxPayloadLength, id) : payload;
        RequestFrame frame = new RequestFrame(kind, format, (header.flags() & FLAG_SIGNED) != 0, gzip, id, body);
        if ((header.flags() & FLAG_ATTACHED) == 0) {
            return frame;
        }
        AttachmentBlock.Split split = AttachmentBlock.read(body, id);
        return new RequestFrame(kind, format, frame.signed(), gzip, id, split.message(),
                Optional.of(split.attachment()));
    }

    static byte[] encode(RequestFrame frame, int maxPayloadLength) throws FrameException {
        byte[] body = body(frame);
        if (body.length > maxPayloadLength) {
            throw new FrameException("a payload of " + body.length + " bytes exceeds the bound of "
                    + maxPayloadLength + " bytes");
        }
        byte[] wire = frame.gzip() ? BoundedGzip.compress(body) : body;
        if (wire.length > maxPayloadLength) {
            throw new FrameException("the gzip payload of " + wire.length + " bytes exceeds the bound of "
                    + maxPayloadLength + " bytes");
        }
        int flags = (frame.signed() ? FLAG_SIGNED : 0) | (frame.gzip() ? FLAG_GZIP : 0)
                | (frame.attachment().isPresent() ? FLAG_ATTACHED : 0);
        return ByteBuffer.allocate(Frames.HEADER_LENGTH + wire.length)
                .putInt(Frames.MAGIC)
                .put((byte) Frames.VERSION)
                .put((byte) frame.kind().code())
                .put((byte) frame.format().code())
                .put((byte) flags)
                .putInt((int) frame.requestId())
                .putInt(wire.length)
                .put(wire)
                .array();
    }

    /** What the payload carries before any gzip: the attachment block, if any, then the message. */
    private static byte[] body(RequestFrame frame) throws FrameException {
        if (frame.attachment().isEmpty()) {
            return frame.payloadUnsafe();
        }
        byte[] block = AttachmentBlock.encode(frame.attachment().get());
        byte[] message = frame.payloadUnsafe();
        return ByteBuffer.allocate(block.length + message.length).put(block).put(message).array();
    }
}
