package org.etp.perf.timing;

/** The experiment could not go on: a message refused, a pharmacy that would not start, a database refusing. */
public class TimingException extends Exception {

    public TimingException(String message) {
        super(message);
    }

    public TimingException(String message, Throwable cause) {
        super(message, cause);
    }
}
