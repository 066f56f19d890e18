package org.etp.perf.demo;

/** The demo cannot go on; the message says why and what the user can do, in one or two sentences. */
public final class DemoException extends Exception {

    private static final long serialVersionUID = 1L;

    public DemoException(String message) {
        super(message);
    }

    public DemoException(String message, Throwable cause) {
        super(message, cause);
    }
}
