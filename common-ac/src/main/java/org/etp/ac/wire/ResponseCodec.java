package org.etp.ac.wire;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;

/**
 * The response layout of {@code docs/protocol.md}: a header, then a fixed 40-byte body, then, for a
 * STATUS response only, a payload (the status answer) of at most the frames' payload bound.
 */
final class ResponseCodec {

    static final int BODY_LENGTH = 40;
    static final int PRESCRIPTION_ID_LENGTH = 20;

    private ResponseCodec() {
    }

    /** A response header whose magic, version and body length are sound. */
    record Header(int kind, int status, int reason, long requestId, int bodyLength) {
    }

    /**
     * Checks what delimits the frame: the body is exactly {@value #BODY_LENGTH} bytes, or for a STATUS
     * response up to {@code maxPayloadLength} more.
     */
    static Header readHeader(byte[] bytes, int maxPayloadLength) throws FrameException {
        ByteBuffer header = ByteBuffer.wrap(bytes, 0, Frames.HEADER_LENGTH);
        Frames.checkMagicAndVersion(header);
        long length = Integer.toUnsignedLong(header.getInt(Frames.LENGTH_FIELD_OFFSET));
        int kind = header.get(5) & 0xFF;
        long longest = kind == MessageKind.STATUS.responseCode() ? BODY_LENGTH + (long) maxPayloadLength : BODY_LENGTH;
        if (length < BODY_LENGTH || length > longest) {
            throw new FrameException("response body length " + length + " (version " + Frames.VERSION + " has "
                    + BODY_LENGTH + (longest > BODY_LENGTH ? " to " + longest : "") + ")");
        }
        return new Header(kind, header.get(6) & 0xFF, header.get(7) & 0xFF, Integer.toUnsignedLong(header.getInt(8)),
                (int) length);
    }

    static ResponseFrame toFrame(Header header, byte[] body) throws FrameException {
        long id = header.requestId();
        int kindCode = header.kind() & ~MessageKind.RESPONSE_BIT;
        MessageKind kind = (header.kind() & MessageKind.RESPONSE_BIT) == 0 ? null
                : MessageKind.fromCode(kindCode).orElse(null);
        if (kind == null) {
            throw FrameException.atBoundary(String.format("unknown response kind 0x%02X", header.kind()), id);
        }
        ResponseStatus status = ResponseStatus.fromCode(header.status()).orElseThrow(
                () -> FrameException.atBoundary("unknown response status " + header.status(), id));
        ByteBuffer in = ByteBuffer.wrap(body);
        try {
            Optional<Reason> reason = header.reason() == 0 ? Optional.empty()
                    : Optional.of(Reason.fromCode(header.reason()));
            Optional<PrescriptionId> prescriptionId = prescriptionId(in);
            StageTimings timings = new StageTimings(u32(in), u32(in), u32(in), u32(in), u32(in));
            byte[] payload = new byte[in.remaining()];
            in.get(payload);
            return new ResponseFrame(kind, id, status, reason, prescriptionId, timings, payload);
        } catch (IllegalArgumentException e) {
            throw FrameException.atBoundary("malformed response: " + e.getMessage(), id, e);
        }
    }

    static byte[] encode(ResponseFrame frame) {
        byte[] payload = frame.payloadUnsafe();
        ByteBuffer out = ByteBuffer.allocate(Frames.HEADER_LENGTH + BODY_LENGTH + payload.length)
                .putInt(Frames.MAGIC)
                .put((byte) Frames.VERSION)
                .put((byte) frame.kind().responseCode())
                .put((byte) frame.status().code())
                .put((byte) frame.reason().map(Reason::code).orElse(0).intValue())
                .putInt((int) frame.requestId())
                .putInt(BODY_LENGTH + payload.length);
        out.put(frame.prescriptionId().map(id -> id.value().getBytes(StandardCharsets.US_ASCII))
                .orElseGet(() -> new byte[PRESCRIPTION_ID_LENGTH]));
        StageTimings timings = frame.timings();
        for (long micros : new long[] {timings.decodeMicros(), timings.verifyMicros(), timings.parseMicros(),
                timings.storeMicros(), timings.totalMicros()}) {
            out.putInt((int) micros);
        }
        return out.put(payload).array();
    }

    /** Twenty ASCII characters, or twenty zero bytes for none; {@link PrescriptionId} checks the rest. */
    private static Optional<PrescriptionId> prescriptionId(ByteBuffer in) {
        byte[] bytes = new byte[PRESCRIPTION_ID_LENGTH];
        in.get(bytes);
        boolean absent = true;
        for (byte b : bytes) {
            absent &= b == 0;
        }
        return absent ? Optional.empty()
                : Optional.of(new PrescriptionId(new String(bytes, StandardCharsets.US_ASCII)));
    }

    private static long u32(ByteBuffer in) {
        return Integer.toUnsignedLong(in.getInt());
    }
}
