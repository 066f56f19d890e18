package org.etp.perf.timing;

import java.util.Arrays;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;

/**
 * What every message of an attached series carries in front of it: the {@link Attachment} and its block exactly as
 * a frame puts it on the wire (the DER {@code Attachment} SEQUENCE of docs/protocol.md), taken from a frame the
 * project's own {@link Frames} encoded, so that the sizes reported are the bytes sent.
 */
final class CarriedChain {

    private static final byte[] PROBE = {0x30};

    private final Attachment attachment;
    private final byte[] block;

    private CarriedChain(Attachment attachment, byte[] block) {
        this.attachment = attachment;
        this.block = block;
    }

    /**
     * {@code attachment} and its block.
     *
     * @throws TimingException when it cannot be framed (not DER, past the block's bound)
     */
    static CarriedChain of(Attachment attachment) throws TimingException {
        try {
            byte[] frame = new Frames().encode(RequestFrame.submit(WireFormat.DER, true, false, 0, PROBE)
                    .withAttachment(attachment));
            return new CarriedChain(attachment, Arrays.copyOfRange(frame, Frames.HEADER_LENGTH,
                    frame.length - PROBE.length));
        } catch (FrameException e) {
            throw new TimingException("the signer's chain and staple cannot be attached: " + e.getMessage(), e);
        }
    }

    Attachment attachment() {
        return attachment;
    }

    /** The block's length: the certificates, the staple and their DER framing. */
    int length() {
        return block.length;
    }

    /** The frame's payload for {@code message}: the block, then the message. */
    byte[] payload(byte[] message) {
        byte[] payload = Arrays.copyOf(block, block.length + message.length);
        System.arraycopy(message, 0, payload, block.length, message.length);
        return payload;
    }
}
