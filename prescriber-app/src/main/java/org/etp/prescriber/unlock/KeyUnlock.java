package org.etp.prescriber.unlock;

import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.etp.ac.token.TokenException;
import org.etp.ac.token.WrongPinException;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.signing.PrescriberTokens;
import org.etp.prescriber.signing.SigningSession;
import org.etp.prescriber.signing.UnlockProperties;
import org.etp.prescriber.signing.UnlockedKeys;
import org.etp.prescriber.web.Times;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Unlocks a signed-in prescriber's own token for their session with the PIN they give, and counts the wrong ones.
 * Each account's keys in a token are in one token of its own: an account with keys in two tokens, or a token
 * holding two accounts' keys, stops the start. While {@code etp.signing.unlock.max-failures} wrong PINs in a row
 * lock the key, no PIN reaches the token; a right PIN clears the count. Attempts on one token are made one at a time,
 * the lock checked, the token asked and the answer counted together, so that no attempt slips past a lock.
 */
@Service
public class KeyUnlock {

    private static final Logger events = LoggerFactory.getLogger("org.etp.prescriber.security-events");

    /** An account's keys held in its token. */
    record TokenKey(String label, List<String> prescriberIds) {
    }

    /** What a session's key is now, for the page. */
    public record Status(boolean inToken, boolean unlocked, Optional<Instant> locksAt, Optional<Instant> lockedUntil) {
    }

    /** An attempt's outcome, in a sentence for the prescriber. */
    record Attempt(boolean unlocked, String sentence) {
    }

    private final Map<String, TokenKey> keys;
    private final UnlockedKeys unlocked;
    private final UnlockFailures failures;
    private final UnlockProperties properties;
    private final Clock clock;
    private final Times times;
    private final Map<String, Object> attempts = new ConcurrentHashMap<>();

    KeyUnlock(PrescriberAccounts accounts, PrescriberTokens tokens, UnlockedKeys unlocked, UnlockFailures failures,
            UnlockProperties properties, Clock clock, Times times) {
        this.keys = AccountTokens.of(accounts.usernames().stream().collect(Collectors.toMap(username -> username,
                username -> accounts.get(username).prescriberIds().values())), tokens::labelOf);
        this.unlocked = unlocked;
        this.failures = failures;
        this.properties = properties;
        this.clock = clock;
        this.times = times;
    }

    /** Whether {@code username}'s keys are held in a token, and so sign only once unlocked. */
    public boolean inToken(String username) {
        return keys.containsKey(username);
    }

    public Status status(SigningSession session) {
        if (!inToken(session.username())) {
            return new Status(false, false, Optional.empty(), Optional.empty());
        }
        boolean open = unlocked.unlocked(session);
        return new Status(true, open, open ? unlocked.locksAt(session) : Optional.empty(),
                failures.lockedUntil(session.username(), clock.instant()));
    }

    /** Unlocks {@code session}'s key with {@code pin}, which is overwritten before this returns. */
    Attempt unlock(SigningSession session, char[] pin) {
        try {
            TokenKey key = keys.get(session.username());
            if (key == null) {
                return new Attempt(false, "Your signing keys are not held in a token: there is nothing to unlock.");
            }
            if (pin == null || pin.length == 0) {
                return new Attempt(false, "Enter your token's PIN to unlock your signing key.");
            }
            synchronized (attempts.computeIfAbsent(key.label(), label -> new Object())) {
                return attempt(session, key, pin);
            }
        } finally {
            if (pin != null) {
                Arrays.fill(pin, '\0');
            }
        }
    }

    /** Locks {@code session}'s key now, at its prescriber's request. */
    void lock(SigningSession session) {
        unlocked.lock(session, "locked by its prescriber");
    }

    private Attempt attempt(SigningSession session, TokenKey key, char[] pin) {
        Instant now = clock.instant();
        Optional<Instant> until = failures.lockedUntil(session.username(), now);
        if (until.isPresent()) {
            return new Attempt(false, lockedSentence(until.get()));
        }
        try {
            unlocked.unlock(session, key.label(), key.prescriberIds(), pin);
            failures.cleared(session.username());
            return new Attempt(true, "Your signing key is unlocked for this session. It locks again when you sign"
                    + " out, or after " + properties.idle().toMinutes() + " minutes without a signature.");
        } catch (WrongPinException e) {
            Instant lockEnds = now.plus(properties.lockedFor());
            int inARow = failures.failed(session.username(), now, properties.maxFailures(), lockEnds);
            events.warn("Wrong PIN for the signing key of {} ({} in a row)", session.username(), inARow);
            if (inARow >= properties.maxFailures()) {
                events.warn("Signing key of {} locked after {} wrong PINs", session.username(), inARow);
                return new Attempt(false, "That PIN is not right. After " + inARow + " wrong PINs in a row your"
                        + " signing key is locked. " + lockedSentence(lockEnds));
            }
            int left = properties.maxFailures() - inARow;
            return new Attempt(false, "That PIN is not right, so your signing key is still locked. " + left
                    + (left == 1 ? " more wrong PIN locks" : " more wrong PINs lock") + " it for "
                    + properties.lockedFor().toMinutes() + " minutes.");
        } catch (TokenException | TrustException e) {
            events.warn("Signing key of {} could not be unlocked: {}", session.username(), e.getMessage());
            return new Attempt(false, "Your signing key could not be unlocked: " + e.getMessage() + ". Nothing was"
                    + " unlocked; if this goes on, ask your practice's IT support.");
        }
    }

    private String lockedSentence(Instant until) {
        return "Your signing key is locked after too many wrong PINs: no PIN is tried until " + times.format(until)
                + ". Try again after then; your practice's IT support can lift the lock sooner.";
    }
}
