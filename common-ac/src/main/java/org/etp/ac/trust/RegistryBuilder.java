package org.etp.ac.trust;

import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Collects a registry's anchors, their intermediates, revocation sources, CRLs and prescribers; {@link #build()}
 * validates. {@link PrescriberRegistry#builder} starts one from an anchor, {@link #of} from a PKI directory.
 */
public final class RegistryBuilder {

    private static final Logger LOG = LoggerFactory.getLogger(PrescriberRegistry.class);

    private final List<X509Certificate> anchors = new ArrayList<>();
    private final List<X509Certificate> intermediates = new ArrayList<>();
    private final List<RevocationSource> sources = new ArrayList<>();
    private final List<X509CRL> crls = new ArrayList<>();
    private final Set<X509Certificate> prescribers = new LinkedHashSet<>();
    private Instant validatedAt;
    private boolean softFail;

    RegistryBuilder(X509Certificate trustAnchor) {
        if (trustAnchor == null) {
            throw new IllegalArgumentException("a registry needs a trust anchor");
        }
        anchors.add(trustAnchor);
    }

    /**
     * A builder with everything a PKI directory holds: its root and imported anchors, its CAs, its CRLs and its
     * prescribers. Revocation sources other than the CRLs may be added ({@link #revocationSource}).
     */
    public static RegistryBuilder of(PkiDirectory pki) {
        RegistryBuilder builder = new RegistryBuilder(pki.rootCertificate());
        builder.intermediate(pki.prescriberCaCertificate());
        pki.importedAnchors().values().forEach(builder::anchor);
        pki.prescriberIntermediates().forEach(builder::intermediate);
        pki.crls().forEach(builder::crl);
        return builder.prescribers(pki.prescriberCertificates());
    }

    /**
     * {@code instead} as the anchors in place of the one the builder started from (the PKI directory's root);
     * anchors added with {@link #anchor} stay.
     */
    public RegistryBuilder rootAnchors(List<X509Certificate> instead) {
        if (instead.isEmpty()) {
            throw new IllegalArgumentException("a registry needs a trust anchor");
        }
        anchors.remove(0);
        anchors.addAll(0, instead);
        return this;
    }

    /** One more trust anchor: a self-signed CA certificate, as the directory's imported anchors. */
    public RegistryBuilder anchor(X509Certificate certificate) {
        anchors.add(certificate);
        return this;
    }

    public RegistryBuilder intermediate(X509Certificate certificate) {
        intermediates.add(certificate);
        return this;
    }

    /** A revocation source, asked before the CRLs, in the order given. */
    public RegistryBuilder revocationSource(RevocationSource source) {
        sources.add(source);
        return this;
    }

    /** A CRL of one of the CAs: the CRLs given make the source asked last ({@link CrlSource}). */
    public RegistryBuilder crl(X509CRL crl) {
        crls.add(crl);
        return this;
    }

    public RegistryBuilder prescriber(X509Certificate certificate) {
        prescribers.add(certificate);
        return this;
    }

    public RegistryBuilder prescribers(Collection<X509Certificate> certificates) {
        prescribers.addAll(certificates);
        return this;
    }

    /**
     * Whether a certificate whose revocation status no source knows is taken as not revoked for a while, each time
     * logged as a security event ({@code etp.trust.soft-fail}); off unless set: no status, no trust.
     */
    public RegistryBuilder softFail(boolean on) {
        this.softFail = on;
        return this;
    }

    /** The instant of validation; now when not set. */
    public RegistryBuilder validatedAt(Instant instant) {
        this.validatedAt = instant;
        return this;
    }

    /** Validates every prescriber and builds the registry; refused when a CRL is stale, badly signed or unknown. */
    public PrescriberRegistry build() throws TrustException {
        Instant at = validatedAt == null ? Instant.now() : validatedAt;
        PrescriberValidator validator = new PrescriberValidator(anchors, intermediates, sources, crls, at, softFail);
        List<TrustedPrescriber> kept = new ArrayList<>();
        List<ExcludedCertificate> left = new ArrayList<>();
        for (X509Certificate certificate : prescribers) {
            try {
                kept.add(validator.validate(certificate));
            } catch (TrustException e) {
                LOG.warn("Prescriber certificate {} (serial {}) left out of the registry: {}",
                        Names.readable(certificate.getSubjectX500Principal()),
                        certificate.getSerialNumber().toString(16), e.getMessage());
                left.add(ExcludedCertificate.of(certificate, e));
            }
        }
        LOG.info("Prescriber registry: {} certificates kept ({} revoked), {} left out, validated at {}",
                kept.size(), kept.stream().filter(TrustedPrescriber::revoked).count(), left.size(), at);
        return new PrescriberRegistry(kept, left, at, new CarriedCertificates(anchors, intermediates, validator.sources(),
                softFail));
    }
}
