package org.etp.ac.verification;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * What a verifier accepts beyond the fixed rules.
 *
 * @param allowedAlgorithms the signature algorithms accepted (a subset of the three ETP knows)
 * @param acceptUnsigned    accept unsigned certificates: for the seed study's baseline measurement only
 * @param clockSkew         how far the sender's clock may run ahead of ours when a validity period starts
 */
public record VerificationPolicy(Set<SignatureAlgorithm> allowedAlgorithms, boolean acceptUnsigned, Duration clockSkew) {

    private static final Duration MAX_SKEW = Duration.ofMinutes(10);

    public VerificationPolicy {
        if (allowedAlgorithms == null || allowedAlgorithms.isEmpty()) {
            throw new IllegalArgumentException("at least one signature algorithm must be allowed");
        }
        allowedAlgorithms = Set.copyOf(allowedAlgorithms);
        if (clockSkew == null || clockSkew.isNegative() || clockSkew.compareTo(MAX_SKEW) > 0) {
            throw new IllegalArgumentException("clock skew must be between 0 and " + MAX_SKEW.toMinutes() + " minutes");
        }
    }

    /** Signed certificates only, every ETP algorithm, five minutes of clock skew. */
    public static VerificationPolicy strict() {
        return new VerificationPolicy(EnumSet.allOf(SignatureAlgorithm.class), false, Duration.ofMinutes(5));
    }

    /** As {@link #strict()}, but unsigned certificates pass too: for benchmarks, never for service. */
    public static VerificationPolicy benchmarkAcceptingUnsigned() {
        return new VerificationPolicy(EnumSet.allOf(SignatureAlgorithm.class), true, Duration.ofMinutes(5));
    }
}
