package org.etp.ac.pki;

import java.security.GeneralSecurityException;
import java.security.cert.CertPathBuilder;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertStore;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.CollectionCertStoreParameters;
import java.security.cert.PKIXBuilderParameters;
import java.security.cert.PKIXCertPathBuilderResult;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CRL;
import java.security.cert.X509CertSelector;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.TrustException;

/** The checks {@link PkiImport} makes before it writes anything; each failure says what is wrong in words. */
final class ImportChecks {

    private static final int KEY_CERT_SIGN = 5;
    private static final int CRL_SIGN = 6;

    private ImportChecks() {
    }

    /** A validated path: the certificates from the imported one up to (not including) its anchor, and the anchor. */
    record Path(List<X509Certificate> certificates, X509Certificate anchor) {
    }

    /** A CRL checked against the imported anchor that issued it. */
    record Crl(String anchor, X509CRL crl) {
    }

    /** Fails unless {@code certificate} is valid at {@code now}. */
    static void validAt(X509Certificate certificate, Instant now) throws TrustException {
        String who = Names.readable(certificate.getSubjectX500Principal());
        try {
            certificate.checkValidity(Date.from(now));
        } catch (CertificateExpiredException e) {
            throw new TrustException("the certificate of " + who + " expired at "
                    + certificate.getNotAfter().toInstant(), e);
        } catch (CertificateNotYetValidException e) {
            throw new TrustException("the certificate of " + who + " is not valid before "
                    + certificate.getNotBefore().toInstant(), e);
        }
    }

    /**
     * Fails unless {@code certificate} may be a trust anchor of {@code pki}: self-signed, a CA that may sign
     * certificates, valid now, and not an anchor already (the root, an imported one or one in {@code alsoNew}).
     */
    static void anchor(PkiDirectory pki, Collection<X509Certificate> alsoNew, X509Certificate certificate,
            Instant now) throws TrustException {
        String who = Names.readable(certificate.getSubjectX500Principal());
        try {
            if (!certificate.getSubjectX500Principal().equals(certificate.getIssuerX500Principal())) {
                throw new TrustException(who + " is not self-signed (its issuer is "
                        + Names.readable(certificate.getIssuerX500Principal()) + "): a trust anchor is a root CA");
            }
            certificate.verify(certificate.getPublicKey());
        } catch (GeneralSecurityException e) {
            throw new TrustException(who + " is not signed by its own key: a trust anchor is a self-signed CA", e);
        }
        boolean[] usage = certificate.getKeyUsage();
        if (certificate.getBasicConstraints() < 0 || usage != null && !usage[KEY_CERT_SIGN]) {
            throw new TrustException(who + " is not a CA that may sign certificates (basicConstraints CA:true,"
                    + " keyCertSign)");
        }
        validAt(certificate, now);
        // A name is one CA's: an anchor named as another CA here would stand in for it in every path by name.
        List<X509Certificate> authorities = new ArrayList<>(pki.importedAnchors().values());
        authorities.addAll(List.of(pki.rootCertificate(), pki.prescriberCaCertificate()));
        authorities.addAll(pki.prescriberIntermediates());
        authorities.addAll(alsoNew);
        if (authorities.stream().anyMatch(ca -> ca.getSubjectX500Principal()
                .equals(certificate.getSubjectX500Principal()))) {
            throw new TrustException(who + " names a CA that " + pki.path() + " already holds: refusing a second"
                    + " certificate under its name");
        }
    }

    /**
     * The CRL in {@code file}, signed by one of {@code anchors} (by name) with a key that may sign CRLs and current
     * at {@code now}.
     */
    static Crl crl(java.nio.file.Path file, Map<String, X509Certificate> anchors, Instant now) throws TrustException {
        X509CRL crl = PkiFiles.readCrl(file);
        String issuer = Names.readable(crl.getIssuerX500Principal());
        for (Map.Entry<String, X509Certificate> anchor : anchors.entrySet()) {
            X509Certificate ca = anchor.getValue();
            if (!ca.getSubjectX500Principal().equals(crl.getIssuerX500Principal())) {
                continue;
            }
            try {
                crl.verify(ca.getPublicKey());
            } catch (GeneralSecurityException e) {
                throw new TrustException(file + ": the CRL of " + issuer + " fails its signature check", e);
            }
            boolean[] usage = ca.getKeyUsage();
            if (usage != null && !usage[CRL_SIGN]) {
                throw new TrustException(file + ": " + issuer + " may not sign CRLs (no cRLSign)");
            }
            if (crl.getThisUpdate().toInstant().isAfter(now) || crl.getNextUpdate() == null
                    || !crl.getNextUpdate().toInstant().isAfter(now)) {
                throw new TrustException(file + ": the CRL of " + issuer + " is not current (this update "
                        + crl.getThisUpdate().toInstant() + ", next update "
                        + (crl.getNextUpdate() == null ? "absent" : crl.getNextUpdate().toInstant()) + ")");
            }
            return new Crl(anchor.getKey(), crl);
        }
        throw new TrustException(file + ": the CRL of " + issuer + " is not from an imported trust anchor"
                + " (import the anchor with --anchor first, or with it)");
    }

    /**
     * The PKIX path (JDK {@link CertPathBuilder}, which validates what it builds) from {@code chain}'s first
     * certificate to one of {@code pki}'s anchors at {@code now}, through the CAs the chain carries; revocation is
     * the registry's to check, not PKIX's.
     */
    static Path pkixPath(PkiDirectory pki, List<X509Certificate> chain, Instant now) throws TrustException {
        X509Certificate certificate = chain.get(0);
        Set<TrustAnchor> anchors = new HashSet<>();
        anchors.add(new TrustAnchor(pki.rootCertificate(), null));
        pki.importedAnchors().values().forEach(anchor -> anchors.add(new TrustAnchor(anchor, null)));
        List<X509Certificate> known = new ArrayList<>(chain);
        known.add(pki.prescriberCaCertificate());
        try {
            X509CertSelector target = new X509CertSelector();
            target.setCertificate(certificate);
            PKIXBuilderParameters parameters = new PKIXBuilderParameters(anchors, target);
            parameters.setRevocationEnabled(false);
            parameters.setDate(Date.from(now));
            parameters.addCertStore(CertStore.getInstance("Collection", new CollectionCertStoreParameters(known)));
            var result = (PKIXCertPathBuilderResult) CertPathBuilder.getInstance("PKIX").build(parameters);
            List<X509Certificate> path = new ArrayList<>();
            result.getCertPath().getCertificates().forEach(each -> path.add((X509Certificate) each));
            return new Path(path, result.getTrustAnchor().getTrustedCert());
        } catch (CertPathBuilderException e) {
            throw new TrustException("the certificate of " + Names.readable(certificate.getSubjectX500Principal())
                    + " does not chain to a trust anchor of " + pki.path() + " (PKIX: " + e.getMessage()
                    + "); import its CA with --anchor first", e);
        } catch (GeneralSecurityException e) {
            throw new TrustException("PKIX validation could not run", e);
        }
    }
}
