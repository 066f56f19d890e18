package org.etp.ac.trust;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the apps' registries trust and how they learn of revocations ({@code etp.trust.*}): {@code anchors}, when
 * given, are the trust anchors in place of the PKI directory's root (the directory's imported anchors count
 * beside them either way). {@code revocation}
 * is {@code ocsp,crl} (the default: the responder a certificate names, then the PKI directory's CRLs) or {@code crl}
 * alone. The CRLs are always asked last, so they are always named last. A certificate whose status no source knows
 * is not trusted, unless {@code soft-fail} is on: then it is taken as not revoked for a few minutes at a time, each
 * time logged as a security event.
 *
 * @param revocation the sources in order ({@code etp.trust.revocation})
 * @param ocsp       the OCSP answers' maximum age and the responder's timeout ({@code etp.trust.ocsp.*})
 * @param softFail   whether an unknown status is taken as not revoked ({@code etp.trust.soft-fail}, false)
 * @param anchors    PEM files of CA certificates to anchor on instead of the directory's root
 *                   ({@code etp.trust.anchors}); none: the root. Each is read at start (a file that holds no CA
 *                   certificate stops the app) and again at every registry reload.
 */
public record RevocationSettings(List<String> revocation, Ocsp ocsp, boolean softFail, List<Path> anchors) {

    public static final String OCSP = "ocsp";
    public static final String CRL = "crl";

    /**
     * @param maxAge  the oldest answer that counts, whatever its next update ({@code etp.trust.ocsp.max-age}, 1h)
     * @param timeout the whole exchange with a responder ({@code etp.trust.ocsp.timeout}, 2s)
     */
    public record Ocsp(Duration maxAge, Duration timeout) {

        public Ocsp {
            maxAge = maxAge == null ? Duration.ofHours(1) : maxAge;
            timeout = timeout == null ? Duration.ofSeconds(2) : timeout;
            if (maxAge.isNegative() || maxAge.isZero() || timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("etp.trust.ocsp.max-age and etp.trust.ocsp.timeout are positive");
            }
        }
    }

    public RevocationSettings {
        revocation = revocation == null || revocation.isEmpty() ? List.of(OCSP, CRL)
                : revocation.stream().map(each -> each.strip().toLowerCase(Locale.ROOT)).toList();
        if (!revocation.equals(List.of(OCSP, CRL)) && !revocation.equals(List.of(CRL))) {
            throw new IllegalArgumentException("etp.trust.revocation is 'ocsp,crl' or 'crl' (the PKI directory's CRLs"
                    + " are always asked, and last), not '" + String.join(",", revocation) + "'");
        }
        ocsp = ocsp == null ? new Ocsp(null, null) : ocsp;
        anchors = anchors == null ? List.of() : List.copyOf(anchors);
        try {
            anchorCertificates(anchors);
        } catch (TrustException e) {
            throw new IllegalArgumentException("etp.trust.anchors: " + e.getMessage(), e);
        }
    }


    /** The defaults: OCSP then the CRLs, answers up to an hour old, two seconds for a responder, no soft fail. */
    public static RevocationSettings defaults() {
        return new RevocationSettings(null, null, false, null);
    }

    /**
     * {@code builder} with these settings' anchors (read again now), sources ({@code sources}, made once by
     * {@link #sources()}) and soft fail.
     *
     * @throws TrustException when an anchor file can no longer be read as a CA certificate
     */
    public RegistryBuilder applyTo(RegistryBuilder builder, List<RevocationSource> sources) throws TrustException {
        if (!anchors.isEmpty()) {
            builder.rootAnchors(anchorCertificates(anchors));
        }
        sources.forEach(builder::revocationSource);
        return builder.softFail(softFail);
    }

    /**
     * The anchors in place of {@code pki}'s root: those of {@code etp.trust.anchors}, read again now, or, when there
     * are none, the root.
     *
     * @throws TrustException when an anchor file can no longer be read as a CA certificate
     */
    public List<X509Certificate> rootAnchors(PkiDirectory pki) throws TrustException {
        return anchors.isEmpty() ? List.of(pki.rootCertificate()) : anchorCertificates(anchors);
    }

    private static List<X509Certificate> anchorCertificates(List<Path> files) throws TrustException {
        List<X509Certificate> read = new ArrayList<>();
        for (Path file : files) {
            for (X509Certificate certificate : PkiFiles.readCertificates(file)) {
                if (certificate.getBasicConstraints() < 0) {
                    throw new TrustException(file + " holds " + Names.readable(certificate.getSubjectX500Principal())
                            + ", which is no CA certificate: a trust anchor is a CA");
                }
                read.add(certificate);
            }
        }
        return read;
    }

    /**
     * The sources asked before the CRLs, made once for the life of the app, so that what they remember (an OCSP
     * answer until it goes stale) outlives each registry reload.
     */
    public List<RevocationSource> sources() {
        return revocation.contains(OCSP) ? List.of(new OcspSource(ocsp.maxAge(), ocsp.timeout())) : List.of();
    }
}
