package org.etp.ac.login;

import java.time.Duration;
import java.time.Instant;

/**
 * When failed sign-ins lock a {@link Subject}: {@code accountFailures} failures of one account (or
 * {@code addressFailures} from one address), each within {@code window} of the one before or of the end of a lock,
 * lock it for {@code lock}; each further failure in the same run doubles the lock, up to {@code maxLock}.
 *
 * @param accountFailures failures of one account that lock it (1 or more)
 * @param addressFailures failures from one address that lock it (1 or more)
 * @param window how long a quiet spell must last for the count to start again (positive)
 * @param lock the first lock (positive)
 * @param maxLock the longest lock (at least {@code lock})
 */
public record ThrottlePolicy(int accountFailures, int addressFailures, Duration window, Duration lock,
        Duration maxLock) {

    public ThrottlePolicy {
        if (accountFailures < 1 || addressFailures < 1) {
            throw new IllegalArgumentException("a sign-in threshold is 1 failure or more");
        }
        if (!positive(window) || !positive(lock) || maxLock == null || maxLock.compareTo(lock) < 0) {
            throw new IllegalArgumentException("the window and the lock are positive, and the longest lock is at"
                    + " least the first");
        }
    }

    /** How many failures lock a subject of this kind. */
    public int threshold(Subject.Kind kind) {
        return switch (kind) {
            case ACCOUNT -> accountFailures;
            case ADDRESS -> addressFailures;
        };
    }

    /** The count after one more failure at {@code now}, locked when it reaches the subject's threshold. */
    public Failures next(Subject.Kind kind, Failures previous, Instant now) {
        boolean quiet = previous.failures() == 0 || now.isAfter(previous.lastActivity().plus(window));
        int failures = quiet ? 1 : previous.failures() + 1;
        int beyond = failures - threshold(kind);
        if (beyond < 0) {
            return new Failures(failures, now, quiet ? null : previous.lockedUntil());
        }
        return new Failures(failures, now, now.plus(lockAfter(beyond)));
    }

    /** The lock after {@code beyond} failures past the threshold: doubled each time, never above the cap. */
    Duration lockAfter(int beyond) {
        Duration grown = lock;
        for (int i = 0; i < beyond && grown.compareTo(maxLock) < 0; i++) {
            grown = grown.multipliedBy(2);
        }
        return grown.compareTo(maxLock) > 0 ? maxLock : grown;
    }

    private static boolean positive(Duration duration) {
        return duration != null && !duration.isNegative() && !duration.isZero();
    }
}
