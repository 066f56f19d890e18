package org.etp.ac.verification;

import java.time.Duration;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * What a verifier accepts beyond the fixed rules.
 *
 * @param allowedAlgorithms the signature algorithms accepted (a subset of the three ETP knows)
 * @param acceptUnsigned    accept unsigned certificates: for the seed study's baseline measurement only
 * @param clockSkew         how far the sender's clock may run ahead of ours when a validity period starts
 * @param pharmacyOdsCode   the ODS code of the pharmacy that verifies: a prescription nominated to another
 *                          pharmacy is refused ({@code WRONG_PHARMACY}); empty where no pharmacy is the
 *                          recipient (the {@code verify} command), which checks no nomination
 */
public record VerificationPolicy(Set<SignatureAlgorithm> allowedAlgorithms, boolean acceptUnsigned, Duration clockSkew,
        Optional<String> pharmacyOdsCode) {

    private static final Duration MAX_SKEW = Duration.ofMinutes(10);

    public VerificationPolicy {
        if (allowedAlgorithms == null || allowedAlgorithms.isEmpty()) {
            throw new IllegalArgumentException("at least one signature algorithm must be allowed");
        }
        allowedAlgorithms = Set.copyOf(allowedAlgorithms);
        if (clockSkew == null || clockSkew.isNegative() || clockSkew.compareTo(MAX_SKEW) > 0) {
            throw new IllegalArgumentException("clock skew must be between 0 and " + MAX_SKEW.toMinutes() + " minutes");
        }
        if (pharmacyOdsCode == null) {
            throw new IllegalArgumentException("the pharmacy's ODS code must be given, or empty");
        }
    }

    /** A policy for no particular pharmacy: nominations are not checked. */
    public VerificationPolicy(Set<SignatureAlgorithm> allowedAlgorithms, boolean acceptUnsigned, Duration clockSkew) {
        this(allowedAlgorithms, acceptUnsigned, clockSkew, Optional.empty());
    }

    /** This policy, for the pharmacy {@code odsCode}: prescriptions nominated to another pharmacy are refused. */
    public VerificationPolicy forPharmacy(String odsCode) {
        return new VerificationPolicy(allowedAlgorithms, acceptUnsigned, clockSkew, Optional.of(odsCode));
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
