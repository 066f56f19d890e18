package org.etp.launcher;

import java.time.Duration;
import java.util.OptionalInt;

/**
 * A started application did not become ready: it ended first (with {@link #exitCode()}), or it was still
 * not ready when the time ran out. Callers turn it into their own message, usually with the log's tail.
 */
public final class NotReadyException extends Exception {

    private final transient OptionalInt exitCode;

    private NotReadyException(String message, OptionalInt exitCode) {
        super(message);
        this.exitCode = exitCode;
    }

    static NotReadyException exited(String name, int exitCode) {
        return new NotReadyException(name + " exited with code " + exitCode + " before it was ready",
                OptionalInt.of(exitCode));
    }

    static NotReadyException timedOut(String name, Duration timeout) {
        return new NotReadyException(name + " was not ready within " + timeout, OptionalInt.empty());
    }

    /** The exit code when the process ended before it was ready; empty when it timed out still running. */
    public OptionalInt exitCode() {
        return exitCode;
    }
}
