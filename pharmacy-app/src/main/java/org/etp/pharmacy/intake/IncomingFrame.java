package org.etp.pharmacy.intake;

import java.util.Arrays;
import java.util.Optional;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.RequestFrame;

/**
 * One whole frame as the decoder delivers it: the request, or the fault of a frame whose boundary held
 * (answered REJECTED BAD_FRAME; the connection goes on).
 *
 * @param wireBytes   the frame's length on the wire, header included
 * @param receivedAt  {@link System#nanoTime()} when its last byte had arrived
 * @param decodeNanos the time the frame took to decode
 * @param prefix      at most {@link #PREFIX_LENGTH} bytes from the start of the frame, kept for the
 *                    rejected-message log: enough to recognise it, too few to hold patient data
 */
record IncomingFrame(Optional<RequestFrame> request, Optional<FrameException> fault, int wireBytes, long receivedAt,
        long decodeNanos, byte[] prefix) {

    static final int PREFIX_LENGTH = 32;

    static IncomingFrame of(RequestFrame request, byte[] frame, long receivedAt, long decodeNanos) {
        return new IncomingFrame(Optional.of(request), Optional.empty(), frame.length, receivedAt, decodeNanos,
                prefixOf(frame));
    }

    static IncomingFrame faulty(FrameException fault, byte[] frame, long receivedAt, long decodeNanos) {
        return new IncomingFrame(Optional.empty(), Optional.of(fault), frame.length, receivedAt, decodeNanos,
                prefixOf(frame));
    }

    static byte[] prefixOf(byte[] frame) {
        return Arrays.copyOf(frame, Math.min(frame.length, PREFIX_LENGTH));
    }

    long requestId() {
        return request.map(RequestFrame::requestId).orElseGet(() -> fault.orElseThrow().requestId().orElse(0));
    }
}
