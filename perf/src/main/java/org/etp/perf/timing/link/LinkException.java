package org.etp.perf.timing.link;

/** The slow link could not be made, shaped or checked; the message says which command failed and why. */
public class LinkException extends Exception {

    public LinkException(String message) {
        super(message);
    }

    public LinkException(String message, Throwable cause) {
        super(message, cause);
    }
}
