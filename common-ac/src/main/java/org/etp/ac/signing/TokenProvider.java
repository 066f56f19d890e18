package org.etp.ac.signing;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.Signature;
import java.security.SignatureException;
import java.util.Objects;
import java.util.concurrent.Semaphore;

/**
 * The JCA provider of a PKCS#11 token that holds private keys which never leave it, with the bound on how many
 * signatures it makes at once. A token key can only be used by its own provider: a software provider (the JDK's,
 * Bouncy Castle) chosen by the JCA would refuse it, so every signing path asks the identity for this provider.
 *
 * <p>The provider pools the token's sessions itself; the bound keeps the callers in front of that pool, so that a
 * busy token makes a caller wait for a permit rather than fail for want of a session.
 */
public final class TokenProvider {

    private final Provider provider;
    private final Semaphore sessions;

    /**
     * @param provider the token's provider
     * @param sessions the most signatures made at once (at least 1)
     */
    public TokenProvider(Provider provider, int sessions) {
        this.provider = Objects.requireNonNull(provider, "a token provider");
        if (sessions < 1) {
            throw new IllegalArgumentException("a token signs with at least one session, not " + sessions);
        }
        this.sessions = new Semaphore(sessions, true);
    }

    public Provider provider() {
        return provider;
    }

    /** A new Signature of {@code algorithm} from the token's provider; a token's Signature is never cached. */
    public Signature signature(SignatureAlgorithm algorithm) throws GeneralSecurityException {
        return Signature.getInstance(algorithm.jcaName(), provider);
    }

    /**
     * Waits for one of the token's sessions; each call is followed by {@link #release()}.
     *
     * @throws SignatureException when the thread is interrupted while it waits (its interrupt is kept)
     */
    public void acquire() throws SignatureException {
        try {
            sessions.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SignatureException("interrupted while waiting for a session of the token " + provider.getName(),
                    e);
        }
    }

    public void release() {
        sessions.release();
    }

    /** Signatures that can be made at once right now (for tests and gauges). */
    public int availableSessions() {
        return sessions.availablePermits();
    }

    /** Callers waiting for a session right now, an estimate as {@link Semaphore#getQueueLength()} gives it. */
    public int waitingCallers() {
        return sessions.getQueueLength();
    }

    @Override
    public String toString() {
        return "TokenProvider[" + provider.getName() + "]";
    }
}
