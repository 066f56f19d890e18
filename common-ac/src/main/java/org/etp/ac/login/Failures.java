package org.etp.ac.login;

import java.time.Instant;

/**
 * One subject's run of failed sign-ins as stored: how many, the last one, and the lock they earned (null: none).
 *
 * @param failures failures in the current run (0: none)
 * @param lastFailure when the last one came (null only when there is none)
 * @param lockedUntil the end of the lock, or null
 */
public record Failures(int failures, Instant lastFailure, Instant lockedUntil) {

    /** No failure. */
    public static final Failures NONE = new Failures(0, null, null);

    public Failures {
        if (failures < 0 || (failures > 0 && lastFailure == null)) {
            throw new IllegalArgumentException("a count of failures is 0 or more, each with its time");
        }
    }

    /** Whether the subject is refused at {@code now}. */
    public boolean lockedAt(Instant now) {
        return lockedUntil != null && now.isBefore(lockedUntil);
    }

    /** The later of the last failure and the lock's end: a quiet spell is counted from here. */
    Instant lastActivity() {
        return lockedUntil != null && lockedUntil.isAfter(lastFailure) ? lockedUntil : lastFailure;
    }
}
