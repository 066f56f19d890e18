package org.etp.ac.audit;

/** The access audit's chain is broken at entry {@link #seq()}, for the reason the message gives. */
public final class BrokenChainException extends Exception {

    private static final long serialVersionUID = 1L;

    private final long seq;

    public BrokenChainException(long seq, String message) {
        super(message);
        this.seq = seq;
    }

    public BrokenChainException(long seq, String message, Throwable cause) {
        super(message, cause);
        this.seq = seq;
    }

    /** The first entry found broken. */
    public long seq() {
        return seq;
    }
}
