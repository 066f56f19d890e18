package org.etp.ac.wire;

import java.util.Optional;
import org.etp.ac.codec.WireFormat;

/**
 * One request: an attribute certificate in one {@link WireFormat}, with the request id its response
 * will echo. {@code payload} is always the certificate itself; {@code gzip} says whether it travels
 * gzip-compressed (the codec compresses on writing and inflates, bounded, on reading). The payload is
 * copied in and out.
 *
 * <p>A frame may carry an {@link Attachment}, the signer's certificates and a stapled OCSP answer (the flag
 * "certificates attached"): it travels in front of the payload, but {@code payload} stays the message alone. The
 * constructor and factories without one make a frame without, byte for byte as before the flag;
 * {@link #withAttachment} adds one.
 *
 * @param requestId unsigned 32-bit, chosen by the client (unique among its requests in flight)
 */
public record RequestFrame(MessageKind kind, WireFormat format, boolean signed, boolean gzip, long requestId,
        byte[] payload, Optional<Attachment> attachment) {

    public static final long MAX_REQUEST_ID = 0xFFFF_FFFFL;

    public RequestFrame {
        if (kind == null || format == null || payload == null || attachment == null) {
            throw new IllegalArgumentException("a request frame needs a kind, a format, a payload and an optional"
                    + " attachment");
        }
        checkRequestId(requestId);
        if (payload.length == 0) {
            throw new IllegalArgumentException("a request frame needs a non-empty payload");
        }
        payload = FramePayload.copy(payload);
    }

    /** A frame without an attachment. */
    public RequestFrame(MessageKind kind, WireFormat format, boolean signed, boolean gzip, long requestId,
            byte[] payload) {
        this(kind, format, signed, gzip, requestId, payload, Optional.empty());
    }

    /** This frame carrying {@code attachment} (in place of any it carried). */
    public RequestFrame withAttachment(Attachment attachment) {
        return new RequestFrame(kind, format, signed, gzip, requestId, payload, Optional.of(attachment));
    }

    /** A {@link MessageKind#SUBMIT} request. */
    public static RequestFrame submit(WireFormat format, boolean signed, boolean gzip, long requestId,
            byte[] certificate) {
        return new RequestFrame(MessageKind.SUBMIT, format, signed, gzip, requestId, certificate);
    }

    /** A {@link MessageKind#CANCEL} request: one signed cancellation certificate. */
    public static RequestFrame cancel(WireFormat format, long requestId, byte[] cancellation) {
        return new RequestFrame(MessageKind.CANCEL, format, true, false, requestId, cancellation);
    }

    /** A {@link MessageKind#STATUS} request: one signed status request (DER, whatever the receipts' forms). */
    public static RequestFrame status(long requestId, byte[] statusRequest) {
        return new RequestFrame(MessageKind.STATUS, WireFormat.DER, true, false, requestId, statusRequest);
    }

    @Override
    public byte[] payload() {
        return FramePayload.copy(payload);
    }

    public int payloadLength() {
        return payload.length;
    }

    /** The payload without a copy, for the codec in this package only. */
    byte[] payloadUnsafe() {
        return payload;
    }

    static void checkRequestId(long requestId) {
        if (requestId < 0 || requestId > MAX_REQUEST_ID) {
            throw new IllegalArgumentException("a request id is 0 to " + MAX_REQUEST_ID + ", not " + requestId);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RequestFrame that
                && FramePayload.equal(components(), payload, that.components(), that.payload);
    }

    @Override
    public int hashCode() {
        return FramePayload.hash(components(), payload);
    }

    @Override
    public String toString() {
        return "RequestFrame[" + kind + ", " + format + (signed ? ", signed" : ", unsigned") + (gzip ? ", gzip" : "")
                + ", id " + requestId + ", " + FramePayload.describe(payload) + attachment.map(a -> ", " + a).orElse("")
                + "]";
    }

    /** Every component but the payload, for {@link FramePayload}. */
    private Object[] components() {
        return new Object[] {kind, format, signed, gzip, requestId, attachment};
    }
}
