package org.etp.prescriber.signing;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.token.LockableToken;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.TrustException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * The prescribers' keys unlocked now, each held for one signed-in user in one HTTP session: a key in a token signs
 * only for the {@link SigningSession} that unlocked it. Unlocking in a second session of the same user moves the
 * unlock there (the token is logged out, then in again), so a key is never unlocked for two sessions. A key is locked
 * again — its token logged out — when its session ends ({@link #lockSession}), its user signs out, it is unused for
 * {@code etp.signing.unlock.idle} ({@link #lockIdle}, and at its next use), and when the app stops.
 *
 * <p>Every change of a token's state happens under that token's monitor, so an unlock and a lock of one token never
 * interleave. Unlocks and locks are noted on the security-event log by username, never with a PIN or a session id.
 */
@Component
public class UnlockedKeys implements DisposableBean {

    private static final Logger events = LoggerFactory.getLogger("org.etp.prescriber.security-events");
    static final String LOCKED = "Your signing key is locked: unlock it with your token's PIN (Unlock signing key)"
            + " to sign.";

    /** One unlocked token, its keys and when a signature last used them. */
    private record Unlock(SigningSession session, LockableToken token, Map<String, SigningIdentity> identities,
            Instant lastUse) {
    }

    private final PrescriberTokens tokens;
    private final UnlockProperties properties;
    private final Clock clock;
    private final Map<String, Unlock> byUser = new ConcurrentHashMap<>();

    UnlockedKeys(PrescriberTokens tokens, UnlockProperties properties, Clock clock) {
        this.tokens = tokens;
        this.properties = properties;
        this.clock = clock;
    }

    /**
     * Logs the token {@code label} out and in again with {@code pin} (overwritten before this returns) for
     * {@code session}, which then alone signs with the keys {@code prescriberIds} it holds; any earlier unlock of the
     * token, in another session of the user included, is gone, whether the PIN is right or not.
     *
     * @throws org.etp.ac.token.WrongPinException when the token refuses the PIN
     * @throws TokenException when the token cannot be unlocked otherwise
     * @throws TrustException when the token holds no key for one of the prescriber ids' certificates
     */
    public void unlock(SigningSession session, String label, Collection<String> prescriberIds, char[] pin)
            throws TokenException, TrustException {
        LockableToken token = tokens.token(label);
        synchronized (token) {
            byUser.values().removeIf(each -> each.token() == token || each.session().username()
                    .equals(session.username()));
            Pkcs11Token open = token.unlock(pin);
            try {
                Map<String, SigningIdentity> identities = new LinkedHashMap<>();
                for (String id : prescriberIds) {
                    identities.put(id, tokens.pki().signingIdentity(id, (held, library) -> {
                        if (!held.equals(label)) {
                            throw new TokenException("the key is held in the token '" + held + "', not '" + label
                                    + "'");
                        }
                        return open;
                    }));
                }
                byUser.put(session.username(), new Unlock(session, token, Map.copyOf(identities), clock.instant()));
            } catch (TrustException | RuntimeException e) {
                token.lock();
                throw e;
            }
        }
        events.info("Signing key of {} unlocked (token '{}')", session.username(), label);
    }

    /**
     * The identity of {@code prescriberId}, for the signed-in {@code session} that unlocked it; a use of the key.
     *
     * @throws KeyLockedException when there is no session, or it has not unlocked that key, or the key was unused
     *         too long (then it is locked now)
     */
    SigningIdentity identity(Optional<SigningSession> session, String prescriberId) throws KeyLockedException {
        if (session.isEmpty()) {
            throw new KeyLockedException("A key held in a token signs only in its prescriber's signed-in session.");
        }
        Unlock unlock = byUser.get(session.get().username());
        if (unlock == null || !unlock.session().equals(session.get())
                || !unlock.identities().containsKey(prescriberId)) {
            throw new KeyLockedException(LOCKED);
        }
        Instant now = clock.instant();
        if (idle(unlock, now)) {
            lock(unlock, "unused for " + properties.idle().toMinutes() + " min");
            throw new KeyLockedException("Your signing key was locked after " + properties.idle().toMinutes()
                    + " minutes unused: unlock it again with your token's PIN (Unlock signing key) to sign.");
        }
        byUser.replace(unlock.session().username(), unlock, new Unlock(unlock.session(), unlock.token(),
                unlock.identities(), now));
        return unlock.identities().get(prescriberId);
    }

    /**
     * The identity of {@code prescriberId} while some session of its prescriber holds it unlocked, for the STATUS
     * requests that fetch their receipts in the background; not a use that keeps the key unlocked.
     */
    Optional<SigningIdentity> whileUnlocked(String prescriberId) {
        Instant now = clock.instant();
        return byUser.values().stream().filter(each -> !idle(each, now))
                .map(each -> each.identities().get(prescriberId)).filter(identity -> identity != null).findFirst();
    }

    /** Whether {@code session} holds its user's key unlocked now. */
    public boolean unlocked(SigningSession session) {
        Unlock unlock = byUser.get(session.username());
        return unlock != null && unlock.session().equals(session) && !idle(unlock, clock.instant());
    }

    /** When the key {@code session} holds unlocked locks unless it is used before; empty when it holds none. */
    public Optional<Instant> locksAt(SigningSession session) {
        return Optional.ofNullable(byUser.get(session.username())).filter(each -> each.session().equals(session))
                .map(each -> each.lastUse().plus(properties.idle()));
    }

    /** Locks the key {@code session} holds unlocked, if any (its user pressed Lock, or signed out). */
    public void lock(SigningSession session, String why) {
        Optional.ofNullable(byUser.get(session.username())).filter(each -> each.session().equals(session))
                .ifPresent(each -> lock(each, why));
    }

    /** Locks the key {@code username} holds unlocked in any session (wrong PINs, say). */
    public void lockUser(String username, String why) {
        Optional.ofNullable(byUser.get(username)).ifPresent(each -> lock(each, why));
    }

    /** Locks the key the HTTP session {@code sessionId} held unlocked, if any: the session ended. */
    public void lockSession(String sessionId) {
        byUser.values().stream().filter(each -> each.session().sessionId().equals(sessionId)).toList()
                .forEach(each -> lock(each, "session ended"));
    }

    /** Locks every key unused for {@code etp.signing.unlock.idle}; returns how many. */
    public int lockIdle() {
        Instant now = clock.instant();
        List<Unlock> idle = byUser.values().stream().filter(each -> idle(each, now)).toList();
        idle.forEach(each -> lock(each, "unused for " + properties.idle().toMinutes() + " min"));
        return idle.size();
    }

    /** The app stops: every token is logged out. */
    @Override
    public void destroy() {
        byUser.values().stream().toList().forEach(each -> lock(each, "the app stops"));
        for (LockableToken token : tokens.all()) {
            synchronized (token) {
                logout(token);
            }
        }
    }

    private boolean idle(Unlock unlock, Instant now) {
        return !unlock.lastUse().plus(properties.idle()).isAfter(now);
    }

    private void lock(Unlock unlock, String why) {
        synchronized (unlock.token()) {
            // The entry held may be a later copy of this one (its last use noted since): the same session and token.
            Unlock current = byUser.get(unlock.session().username());
            if (current != null && current.session().equals(unlock.session()) && current.token() == unlock.token()) {
                byUser.remove(unlock.session().username(), current);
            }
            if (!isHeld(unlock.token())) {
                logout(unlock.token());
            }
        }
        events.info("Signing key of {} locked ({})", unlock.session().username(), why);
    }

    private boolean isHeld(LockableToken token) {
        return byUser.values().stream().anyMatch(each -> each.token() == token);
    }

    private static void logout(LockableToken token) {
        try {
            token.lock();
        } catch (TokenException e) {
            events.warn("Could not log out of the token '{}': {}", token.label(), e.getMessage());
        }
    }
}
