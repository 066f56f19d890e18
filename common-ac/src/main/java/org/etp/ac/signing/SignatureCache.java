package org.etp.ac.signing;

import java.security.GeneralSecurityException;
import java.security.Signature;
import java.util.EnumMap;
import java.util.Map;

/**
 * One {@link Signature} per thread and algorithm. Getting a Signature means a provider look-up and a
 * new engine, which costs a good part of an RSA verification; {@code initVerify} and {@code initSign} put
 * an existing one back in a clean state whatever happened to it before, so reuse is safe as long as no
 * two threads share one.
 */
final class SignatureCache {

    private static final Map<SignatureAlgorithm, ThreadLocal<Signature>> CACHE =
            new EnumMap<>(SignatureAlgorithm.class);

    static {
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            CACHE.put(algorithm, new ThreadLocal<>());
        }
    }

    private SignatureCache() {
    }

    /** This thread's Signature for {@code algorithm}; the caller initialises it before each use. */
    static Signature get(SignatureAlgorithm algorithm) throws GeneralSecurityException {
        ThreadLocal<Signature> local = CACHE.get(algorithm);
        Signature signature = local.get();
        if (signature == null) {
            signature = algorithm.newSignature();
            local.set(signature);
        }
        return signature;
    }
}
