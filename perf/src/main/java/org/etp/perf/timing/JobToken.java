package org.etp.perf.timing;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.perf.token.SoftHsmToken;
import org.etp.perf.token.TokenPrescribers;

/**
 * The token the token series sign with — a SoftHSM2 token the command makes once for all its runs and deletes
 * after them — or why the run has none; the report's setup says which ({@code token}).
 *
 * @param token       the token, when there is one
 * @param description the setup's line: the token, or that there are no token rows and why
 */
public record JobToken(Optional<SoftHsmToken> token, String description) {

    /**
     * The runs that have added prescribers to the token: the token outlives each run's PKI (one per XML engine), and a
     * key's name in the token is never used twice.
     */
    private static final AtomicInteger RUNS = new AtomicInteger();

    public static JobToken of(SoftHsmToken token) {
        return new JobToken(Optional.of(token), token.describe());
    }

    public static JobToken none(String why) {
        return new JobToken(Optional.empty(), "none, so no token rows: " + why);
    }

    /**
     * For each of {@code algorithms}, a twin of the job PKI's default signer ({@code hart-rsa2048-token}: the same
     * prescriber, a certificate of its own from the same CA) whose key is made in the token; added to the PKI before its pharmacy starts, so that
     * the pharmacy trusts them as the others. None when there are no algorithms.
     *
     * @throws TimingException when there is no token, or the PKI is not the job's own (it is never written into)
     */
    Map<SignatureAlgorithm, SigningIdentity> signers(JobPki jobPki, List<SignatureAlgorithm> algorithms)
            throws TimingException {
        Map<SignatureAlgorithm, SigningIdentity> signers = new EnumMap<>(SignatureAlgorithm.class);
        if (algorithms.isEmpty()) {
            return signers;
        }
        if (token.isEmpty() || !jobPki.madeForTheJob()) {
            throw new TimingException("the token series need a token and the job's own PKI, which the job adds their"
                    + " prescribers to: " + description);
        }
        PkiDirectory pki = jobPki.pki();
        int run = RUNS.incrementAndGet();
        String suffix = "-token" + (run == 1 ? "" : "-" + run);
        try {
            for (SignatureAlgorithm algorithm : algorithms) {
                String twin = pki.manifest().defaultSigners().get(algorithm);
                pki = TokenPrescribers.add(pki, token.get().token(), twin + suffix,
                        pki.prescriberCertificate(twin).getSubjectX500Principal(), algorithm);
            }
            for (SignatureAlgorithm algorithm : algorithms) {
                String name = pki.manifest().defaultSigners().get(algorithm) + suffix;
                signers.put(algorithm, TokenPrescribers.identity(pki, token.get().token(), name));
            }
        } catch (TrustException e) {
            throw new TimingException("could not add the token's prescribers to the job's PKI: " + e.getMessage(), e);
        }
        return signers;
    }
}
