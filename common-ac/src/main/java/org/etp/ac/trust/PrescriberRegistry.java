package org.etp.ac.trust;

import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * The prescriber certificates a pharmacy trusts, each validated once when the registry is built (PKIX
 * to the trust anchor, then revocation from its {@link RevocationSource}s, at one instant) and then looked up by
 * issuer name on every message. Certificates that fail validation or ETP's rules, or whose revocation status no
 * source knows, are left out ({@link #excluded()}, logged at WARN); revoked ones are kept, marked, so that refusals
 * say {@code REVOKED}.
 *
 * <p>Security guarantees: {@link #lookup} returns only a certificate that chains to an anchor, is not revoked
 * according to a revocation status current at {@code at}, is valid at {@code at}, allows {@code digitalSignature},
 * and holds a key of the requested, allowed algorithm; otherwise it throws. A CRL that is stale or badly signed
 * fails the build. Immutable once built: any number of threads may call {@link #lookup} without locking.
 */
public final class PrescriberRegistry {

    private static final Comparator<TrustedPrescriber> NEWEST_FIRST =
            Comparator.comparing(TrustedPrescriber::notBefore).reversed();

    private final Map<X500Principal, List<TrustedPrescriber>> bySubject;
    private final Map<X500Principal, String> revocationUnknown;
    private final List<TrustedPrescriber> all;
    private final List<ExcludedCertificate> excluded;
    private final Instant validatedAt;
    private final CarriedCertificates carried;

    PrescriberRegistry(List<TrustedPrescriber> all, List<ExcludedCertificate> excluded, Instant validatedAt,
            CarriedCertificates carried) {
        this.carried = carried;
        this.all = List.copyOf(all);
        this.excluded = List.copyOf(excluded);
        this.validatedAt = validatedAt;
        Map<X500Principal, List<TrustedPrescriber>> grouped = all.stream().collect(
                Collectors.groupingBy(TrustedPrescriber::subject, HashMap::new, Collectors.toList()));
        grouped.replaceAll((subject, certificates) -> certificates.stream().sorted(NEWEST_FIRST).toList());
        this.bySubject = Map.copyOf(grouped);
        this.revocationUnknown = excluded.stream().filter(ExcludedCertificate::revocationUnknown).collect(
                Collectors.toMap(ExcludedCertificate::subject, ExcludedCertificate::reason, (first, more) -> first));
    }

    /** The prescribers of a demo PKI directory, validated now. */
    public static PrescriberRegistry load(PkiDirectory pki) throws TrustException {
        return load(pki, Instant.now());
    }

    /** The prescribers of a PKI directory, validated at {@code validatedAt}, revocation from its CRLs alone. */
    public static PrescriberRegistry load(PkiDirectory pki, Instant validatedAt) throws TrustException {
        return RegistryBuilder.of(pki).validatedAt(validatedAt).build();
    }

    /** A registry whose certificates must chain to {@code trustAnchor}, or to another {@link RegistryBuilder#anchor}. */
    public static RegistryBuilder builder(X509Certificate trustAnchor) {
        return new RegistryBuilder(trustAnchor);
    }

    /**
     * The trusted certificate that verifies a message from {@code issuer} signed with {@code algorithm} at {@code at}:
     * the one the message carries ({@code carried}: DER, the signer's first, then intermediates; with its OCSP
     * {@code staple}), validated to an anchor and remembered, or, when it carries none, a registered one. A message
     * that names its signer's certificate ({@code named}) is verified with that certificate or refused.
     *
     * @throws VerificationException as {@link #lookup}; {@code UNKNOWN_PRESCRIBER} too when the certificate carried
     *         does not validate or is not the issuer's, or the one named is neither carried nor registered; a
     *         {@link RevokedSinceException} only for a certificate that passed every other check
     */
    public TrustedPrescriber signer(X500Principal issuer, SignatureAlgorithm algorithm,
            Optional<SignerCertificateId> named, List<byte[]> carried, Optional<byte[]> staple, Instant at)
            throws VerificationException {
        TrustedPrescriber signer;
        RevokedSinceException revokedSince = null;
        try {
            if (!carried.isEmpty()) {
                signer = this.carried.signer(issuer, carried, staple, at);
            } else if (named.isPresent()) {
                signer = lookupNamed(issuer, algorithm, named.get(), at);
            } else {
                signer = lookup(issuer, algorithm, at);
            }
        } catch (RevokedSinceException e) {
            signer = e.prescriber();
            revokedSince = e;
        }
        if (named.isPresent() && !named.get().equals(signer.certificateId())) {
            throw new VerificationException(Reason.UNKNOWN_PRESCRIBER, "it names the signer certificate serial "
                    + named.get().serial().toString(16).toUpperCase(Locale.ROOT) + " but would be verified with serial "
                    + signer.serialNumber());
        }
        if (signer.algorithm() != algorithm) {
            throw new VerificationException(Reason.UNKNOWN_PRESCRIBER, "the certificate of "
                    + Names.readable(issuer) + " holds a " + signer.algorithm().id() + " key, not " + algorithm.id());
        }
        if (revokedSince != null) {
            throw revokedSince;
        }
        return signer;
    }

    /** The issuer's registered certificate {@code named} names; otherwise as {@link #lookup}. */
    private TrustedPrescriber lookupNamed(X500Principal issuer, SignatureAlgorithm algorithm,
            SignerCertificateId named, Instant at) throws VerificationException {
        for (TrustedPrescriber candidate : bySubject.getOrDefault(issuer, List.of())) {
            if (named.equals(candidate.certificateId())) {
                VerificationException refusal = candidate.refusalAt(at);
                if (refusal != null) {
                    throw refusal;
                }
                return candidate;
            }
        }
        return lookup(issuer, algorithm, at);
    }

    /**
     * The trusted certificate of prescriber {@code issuer} for {@code algorithm}, valid at {@code at}.
     *
     * @throws VerificationException {@code UNKNOWN_PRESCRIBER} when no trusted certificate names the issuer, or
     *         none of its certificates holds a key of {@code algorithm}; {@code REVOCATION_UNKNOWN} when its
     *         revocation status is no longer current, or no source knew it; {@code REVOKED}; {@code EXPIRED};
     *         {@code NOT_YET_VALID}
     */
    public TrustedPrescriber lookup(X500Principal issuer, SignatureAlgorithm algorithm, Instant at)
            throws VerificationException {
        List<TrustedPrescriber> candidates = bySubject.get(issuer);
        if (candidates == null && revocationUnknown.containsKey(issuer)) {
            throw new VerificationException(Reason.REVOCATION_UNKNOWN, "the revocation status of "
                    + Names.readable(issuer) + " is unknown now: " + revocationUnknown.get(issuer));
        }
        if (candidates == null) {
            throw new VerificationException(Reason.UNKNOWN_PRESCRIBER,
                    "no trusted prescriber certificate names " + Names.readable(issuer));
        }
        VerificationException refusal = null;
        for (TrustedPrescriber candidate : candidates) {
            if (candidate.algorithm() != algorithm) {
                continue;
            }
            VerificationException problem = candidate.refusalAt(at);
            if (problem == null) {
                return candidate;
            }
            if (refusal == null || problem.reason() == Reason.REVOKED) {
                refusal = problem;
            }
        }
        if (refusal != null) {
            throw refusal;
        }
        String held = candidates.stream().map(c -> c.algorithm().id()).distinct().collect(Collectors.joining(", "));
        throw new VerificationException(Reason.UNKNOWN_PRESCRIBER, "prescriber " + Names.readable(issuer)
                + " holds no " + algorithm.id() + " certificate (only " + held + ")");
    }

    /** Every certificate kept, revoked ones included, in the order given. */
    public List<TrustedPrescriber> all() {
        return all;
    }

    /** The certificates left out, and why. */
    public List<ExcludedCertificate> excluded() {
        return excluded;
    }

    public Instant validatedAt() {
        return validatedAt;
    }
}
