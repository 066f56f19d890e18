package org.etp.ac.wire;

import java.util.OptionalLong;

/**
 * A malformed frame, with a message saying what was wrong. When {@link #boundaryIntact()} is true the
 * frame was delimited correctly (magic, version and length were sound) and the stream is positioned at
 * the next frame, so a server answers {@code REJECTED} with {@code BAD_FRAME} for {@link #requestId()}
 * and carries on; otherwise the stream cannot be trusted any more and the connection must be closed.
 */
public class FrameException extends Exception {

    private static final long serialVersionUID = 1L;
    private static final long UNKNOWN = -1;

    private final boolean boundaryIntact;
    private final long requestId;

    /** A frame whose boundary is lost: the connection must be closed. */
    public FrameException(String message) {
        this(message, false, UNKNOWN, null);
    }

    private FrameException(String message, boolean boundaryIntact, long requestId, Throwable cause) {
        super(message, cause);
        this.boundaryIntact = boundaryIntact;
        this.requestId = requestId;
    }

    /** A frame that was wrong inside sound boundaries: the connection can go on. */
    public static FrameException atBoundary(String message, long requestId) {
        return new FrameException(message, true, requestId, null);
    }

    static FrameException atBoundary(String message, long requestId, Throwable cause) {
        return new FrameException(message, true, requestId, cause);
    }

    /** Whether the stream is still aligned on frames, so that the connection may go on. */
    public boolean boundaryIntact() {
        return boundaryIntact;
    }

    /** The request id of the frame, when its header was read far enough to know it. */
    public OptionalLong requestId() {
        return requestId == UNKNOWN ? OptionalLong.empty() : OptionalLong.of(requestId);
    }
}
