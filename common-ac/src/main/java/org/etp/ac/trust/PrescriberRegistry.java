package org.etp.ac.trust;

import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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

    private static final Logger LOG = LoggerFactory.getLogger(PrescriberRegistry.class);
    private static final Comparator<TrustedPrescriber> NEWEST_FIRST =
            Comparator.comparing(TrustedPrescriber::notBefore).reversed();

    private final Map<X500Principal, List<TrustedPrescriber>> bySubject;
    private final List<TrustedPrescriber> all;
    private final List<ExcludedCertificate> excluded;
    private final Instant validatedAt;

    private PrescriberRegistry(List<TrustedPrescriber> all, List<ExcludedCertificate> excluded, Instant validatedAt) {
        this.all = List.copyOf(all);
        this.excluded = List.copyOf(excluded);
        this.validatedAt = validatedAt;
        Map<X500Principal, List<TrustedPrescriber>> grouped = all.stream().collect(
                Collectors.groupingBy(TrustedPrescriber::subject, HashMap::new, Collectors.toList()));
        grouped.replaceAll((subject, certificates) -> certificates.stream().sorted(NEWEST_FIRST).toList());
        this.bySubject = Map.copyOf(grouped);
    }

    /** The prescribers of a demo PKI directory, validated now. */
    public static PrescriberRegistry load(PkiDirectory pki) throws TrustException {
        return load(pki, Instant.now());
    }

    /** The prescribers of a demo PKI directory, validated at {@code validatedAt}. */
    public static PrescriberRegistry load(PkiDirectory pki, Instant validatedAt) throws TrustException {
        Builder builder = builder(pki.rootCertificate()).intermediate(pki.prescriberCaCertificate());
        pki.importedAnchors().values().forEach(builder::anchor);
        pki.prescriberIntermediates().forEach(builder::intermediate);
        pki.crls().forEach(builder::crl);
        return builder.prescribers(pki.prescriberCertificates()).validatedAt(validatedAt).build();
    }

    /** A registry whose certificates must chain to {@code trustAnchor}, or to another {@link Builder#anchor}. */
    public static Builder builder(X509Certificate trustAnchor) {
        return new Builder(trustAnchor);
    }

    /**
     * The trusted certificate of prescriber {@code issuer} for {@code algorithm}, valid at {@code at}.
     *
     * @throws VerificationException {@code UNKNOWN_PRESCRIBER} when no trusted certificate names the
     *         issuer, or none of its certificates holds a key of {@code algorithm}, or the revocation
     *         status is no longer current; {@code REVOKED}; {@code EXPIRED}; {@code NOT_YET_VALID}
     */
    public TrustedPrescriber lookup(X500Principal issuer, SignatureAlgorithm algorithm, Instant at)
            throws VerificationException {
        List<TrustedPrescriber> candidates = bySubject.get(issuer);
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

    /** Collects the anchor's intermediates, revocation sources, CRLs and prescribers; {@link #build()} validates. */
    public static final class Builder {

        private final List<X509Certificate> anchors = new ArrayList<>();
        private final List<X509Certificate> intermediates = new ArrayList<>();
        private final List<RevocationSource> sources = new ArrayList<>();
        private final List<X509CRL> crls = new ArrayList<>();
        private final Set<X509Certificate> prescribers = new LinkedHashSet<>();
        private Instant validatedAt;

        private Builder(X509Certificate trustAnchor) {
            if (trustAnchor == null) {
                throw new IllegalArgumentException("a registry needs a trust anchor");
            }
            anchors.add(trustAnchor);
        }

        /** One more trust anchor: a self-signed CA certificate, as the directory's imported anchors. */
        public Builder anchor(X509Certificate certificate) {
            anchors.add(certificate);
            return this;
        }

        public Builder intermediate(X509Certificate certificate) {
            intermediates.add(certificate);
            return this;
        }

        /** A revocation source, asked before the CRLs, in the order given. */
        public Builder revocationSource(RevocationSource source) {
            sources.add(source);
            return this;
        }

        /** A CRL of one of the CAs: the CRLs given make the source asked last ({@link CrlSource}). */
        public Builder crl(X509CRL crl) {
            crls.add(crl);
            return this;
        }

        public Builder prescriber(X509Certificate certificate) {
            prescribers.add(certificate);
            return this;
        }

        public Builder prescribers(Collection<X509Certificate> certificates) {
            prescribers.addAll(certificates);
            return this;
        }

        /** The instant of validation; now when not set. */
        public Builder validatedAt(Instant instant) {
            this.validatedAt = instant;
            return this;
        }

        /** Validates every prescriber and builds the registry; refused when a CRL is stale, badly signed or unknown. */
        public PrescriberRegistry build() throws TrustException {
            Instant at = validatedAt == null ? Instant.now() : validatedAt;
            PrescriberValidator validator = new PrescriberValidator(anchors, intermediates, sources, crls, at);
            List<TrustedPrescriber> kept = new ArrayList<>();
            List<ExcludedCertificate> left = new ArrayList<>();
            for (X509Certificate certificate : prescribers) {
                try {
                    kept.add(validator.validate(certificate));
                } catch (TrustException e) {
                    LOG.warn("Prescriber certificate {} (serial {}) left out of the registry: {}",
                            Names.readable(certificate.getSubjectX500Principal()),
                            certificate.getSerialNumber().toString(16), e.getMessage());
                    left.add(ExcludedCertificate.of(certificate, e.getMessage()));
                }
            }
            LOG.info("Prescriber registry: {} certificates kept ({} revoked), {} left out, validated at {}",
                    kept.size(), kept.stream().filter(TrustedPrescriber::revoked).count(), left.size(), at);
            return new PrescriberRegistry(kept, left, at);
        }
    }
}
