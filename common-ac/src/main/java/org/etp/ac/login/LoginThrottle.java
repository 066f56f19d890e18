package org.etp.ac.login;

import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;

/**
 * What a sign-in asks before the password is checked ({@link #admit}) and tells after ({@link #failed},
 * {@link #succeeded}), with one security-event log line each: the username (normalised) and the address, never the
 * password. A check is one read of two rows by their keys; a failure, one short transaction per subject. Nothing
 * here waits for time to pass: a lock ends at a time, and until then the answer is a refusal.
 */
public final class LoginThrottle {

    private final ThrottlePolicy policy;
    private final FailureStore store;
    private final Clock clock;
    private final Logger events;
    private final AtomicReference<Instant> lastForgotten = new AtomicReference<>(Instant.MIN);

    /**
     * @param events the application's security-event logger ({@code org.etp.<app>.security-events})
     */
    public LoginThrottle(ThrottlePolicy policy, FailureStore store, Clock clock, Logger events) {
        this.policy = policy;
        this.store = store;
        this.clock = clock;
        this.events = events;
    }

    /**
     * Lets a sign-in go on to its password check.
     *
     * @throws LockedOutException when the account (existing or not) or the address is locked: the password is not
     *         to be checked
     */
    public void admit(String username, String address) throws LockedOutException {
        Subject account = Subject.account(username);
        Subject from = Subject.address(address);
        Instant now = clock.instant();
        Map<Subject, Failures> counts = store.read(account, from);
        Instant until = later(lockOf(counts.get(account), now), lockOf(counts.get(from), now));
        if (until != null) {
            events.warn("sign-in refused, locked until {}: account={} address={}", until, account.key(), from.key());
            throw new LockedOutException(until);
        }
    }

    /**
     * Counts a wrong password (or an unknown username) against the account and the address.
     *
     * @return the lock this failure started or lengthened, if it did
     */
    public Optional<LockedOutException> failed(String username, String address) {
        Subject account = Subject.account(username);
        Subject from = Subject.address(address);
        Instant now = clock.instant();
        Instant until = later(lockOf(store.update(account, previous -> policy.next(account.kind(), previous, now)), now),
                lockOf(store.update(from, previous -> policy.next(from.kind(), previous, now)), now));
        if (until == null) {
            events.warn("sign-in failed: account={} address={}", account.key(), from.key());
        } else {
            events.warn("sign-in failed, locked until {}: account={} address={}", until, account.key(), from.key());
        }
        forgetOldCounts(now);
        return until == null ? Optional.empty() : Optional.of(new LockedOutException(until));
    }

    /** A sign-in with the right password: the account's count starts again (the address's does not). */
    public void succeeded(String username, String address) {
        Subject account = Subject.account(username);
        store.clear(account);
        events.info("signed in: account={} address={}", account.key(), Subject.address(address).key());
    }

    /** At most once a window, counts no longer counted are removed: a run of unknown usernames leaves no rows. */
    private void forgetOldCounts(Instant now) {
        Instant last = lastForgotten.get();
        if (now.isAfter(last.plus(policy.window())) && lastForgotten.compareAndSet(last, now)) {
            store.forgetBefore(now.minus(policy.window()));
        }
    }

    private static Instant lockOf(Failures failures, Instant now) {
        return failures != null && failures.lockedAt(now) ? failures.lockedUntil() : null;
    }

    private static Instant later(Instant a, Instant b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }
}
