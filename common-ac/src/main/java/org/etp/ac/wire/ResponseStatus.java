package org.etp.ac.wire;

import java.util.Optional;

/** The outcome a response reports; the code is the status byte of a response header. */
public enum ResponseStatus {

    /** Verified and committed to the store; sent only after the commit. */
    ACCEPTED(1),
    /** A resend of a prescription ID already committed; not stored twice. */
    DUPLICATE(2),
    /** Refused for the reason the response carries; the connection goes on. */
    REJECTED(3),
    /** The server failed (e.g. the store was unavailable); the client may retry. */
    ERROR(4);

    private final int code;

    ResponseStatus(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    public static Optional<ResponseStatus> fromCode(int code) {
        for (ResponseStatus status : values()) {
            if (status.code == code) {
                return Optional.of(status);
            }
        }
        return Optional.empty();
    }
}
