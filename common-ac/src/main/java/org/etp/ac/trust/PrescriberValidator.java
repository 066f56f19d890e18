package org.etp.ac.trust;

import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.cert.CertPath;
import java.security.cert.CertPathValidator;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertPathValidatorException.BasicReason;
import java.security.cert.CertificateFactory;
import java.security.cert.CertificateParsingException;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECKey;
import java.security.interfaces.RSAKey;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * Validates prescriber certificates for {@link PrescriberRegistry}: ETP's own rules (an allowed key,
 * {@code digitalSignature}, the prescribing purpose if it names any, not a CA, a prescriber-shaped subject), then
 * PKIX (JDK {@link CertPathValidator}) from the certificate to one of the trust anchors at one instant, then
 * the revocation status of the prescriber certificate from the first of its {@link RevocationSource}s that
 * knows it (no fetching, no soft fail). Its path, PKIX and revocation steps serve {@link PharmacySigners} too, for the
 * certificates that sign receipts.
 */
final class PrescriberValidator {

    private static final int MAX_PATH = 8;

    private final Map<X500Principal, X509Certificate> anchors = new HashMap<>();
    private final Set<TrustAnchor> trustAnchors = new HashSet<>();
    private final Map<X500Principal, X509Certificate> authorities = new HashMap<>();
    private final List<RevocationSource> sources;
    private final Instant at;
    private final boolean softFail;

    /**
     * @param sources the revocation sources, asked in this order before the CRLs
     * @param crls    the CRLs, which make the source asked last
     * @throws TrustException when a CRL is stale, not yet valid, badly signed or from an unknown CA
     */
    PrescriberValidator(List<X509Certificate> anchors, List<X509Certificate> intermediates,
            List<RevocationSource> sources, List<X509CRL> crls, Instant at, boolean softFail) throws TrustException {
        this(anchors, intermediates, at, sources, softFail);
        this.sources.add(CrlSource.check(crls, authorities, at));
    }

    /**
     * A validator for certificates that travelled with a message: the registry's anchors and CAs, then the
     * intermediates that came with the certificate (never in place of a CA of the same name), and the sources
     * {@code sources} as given, the registry's CRL source included or not.
     *
     * @param softFail whether a certificate whose status no source knows is taken as not revoked ({@link SoftFail})
     */
    PrescriberValidator(List<X509Certificate> anchors, List<X509Certificate> intermediates, Instant at,
            List<RevocationSource> sources, boolean softFail) {
        this.at = at;
        this.softFail = softFail;
        for (X509Certificate anchor : anchors) {
            this.anchors.putIfAbsent(anchor.getSubjectX500Principal(), anchor);
            trustAnchors.add(new TrustAnchor(anchor, null));
            authorities.putIfAbsent(anchor.getSubjectX500Principal(), anchor);
        }
        intermediates.forEach(ca -> authorities.putIfAbsent(ca.getSubjectX500Principal(), ca));
        this.sources = new ArrayList<>(sources);
    }

    /** The sources asked, in order: those given, then the CRLs. */
    List<RevocationSource> sources() {
        return List.copyOf(sources);
    }

    /** The certificate as the registry keeps it, or a {@link TrustException} saying why it is left out. */
    TrustedPrescriber validate(X509Certificate certificate) throws TrustException {
        PublicKey key = certificate.getPublicKey();
        SignatureAlgorithm algorithm = SignatureAlgorithm.forKey(key).orElseThrow(
                () -> new TrustException("its key (" + describe(key) + ") is of no allowed algorithm"));
        if (certificate.getBasicConstraints() >= 0) {
            throw new TrustException("it is a CA certificate");
        }
        boolean[] usage = certificate.getKeyUsage();
        if (usage == null || !usage[0]) {
            throw new TrustException("its keyUsage lacks digitalSignature");
        }
        checkPurpose(certificate);
        PrescriberIdentity identity;
        try {
            identity = PrescriberIdentity.fromSubject(certificate.getSubjectX500Principal());
        } catch (IllegalArgumentException e) {
            throw new TrustException("its subject is not a prescriber's: " + e.getMessage(), e);
        }
        List<X509Certificate> path = path(certificate);
        validatePath(path);
        X509Certificate anchor = anchors.get(path.get(path.size() - 1).getIssuerX500Principal());
        RevocationStatus revocation = revocation(certificate, issuerOf(path));
        List<X500Principal> chain = new ArrayList<>();
        path.forEach(each -> chain.add(each.getSubjectX500Principal()));
        chain.add(anchor.getSubjectX500Principal());
        try {
            return new TrustedPrescriber(certificate, ProviderKeys.publicKey(key, algorithm), algorithm, identity,
                    chain, at, revocation);
        } catch (GeneralSecurityException e) {
            throw new TrustException("its " + algorithm.id() + " key could not be loaded", e);
        }
    }

    /**
     * The first status known and current at {@link #at} among the sources', asked in order; when there is none,
     * a {@link TrustException} saying what each source said, or under soft fail an assumed status.
     */
    RevocationStatus revocation(X509Certificate certificate, X509Certificate issuer) throws TrustException {
        List<String> said = new ArrayList<>();
        for (RevocationSource source : sources) {
            RevocationStatus status = source.statusOf(certificate, issuer, at);
            if (status.currentAt(at)) {
                return status;
            }
            said.add(status.known() ? status.wentStale() + ": revocation status unknown" : status.sentence());
        }
        String why = said.isEmpty() ? "no revocation source: revocation status unknown" : String.join("; ", said);
        if (softFail) {
            return SoftFail.assumed(certificate, why, at);
        }
        throw new RevocationUnknownException(why);
    }

    /**
     * Runs PKIX at {@link #at}, revocation apart. A certificate outside its own validity now is checked at the
     * nearest instant inside it instead, so that a lookup can say {@code EXPIRED} or {@code NOT_YET_VALID} about it.
     */
    private void validatePath(List<X509Certificate> path) throws TrustException {
        try {
            pkix(path, at);
            return;
        } catch (CertPathValidatorException e) {
            boolean ownValidity = e.getIndex() == 0
                    && (e.getReason() == BasicReason.EXPIRED || e.getReason() == BasicReason.NOT_YET_VALID);
            if (!ownValidity) {
                throw new TrustException("PKIX validation failed: " + e.getMessage(), e);
            }
        }
        X509Certificate certificate = path.get(0);
        Instant notBefore = certificate.getNotBefore().toInstant();
        Instant notAfter = certificate.getNotAfter().toInstant();
        Instant inside = at.isBefore(notBefore) ? notBefore : notAfter;
        try {
            pkix(path, inside);
        } catch (CertPathValidatorException e) {
            throw new TrustException("it is outside its validity now, and PKIX validation at " + inside
                    + " failed too: " + e.getMessage(), e);
        }
    }

    void pkix(List<X509Certificate> path, Instant date) throws CertPathValidatorException, TrustException {
        try {
            CertPathValidator validator = CertPathValidator.getInstance("PKIX");
            PKIXParameters parameters = new PKIXParameters(trustAnchors);
            parameters.setDate(Date.from(date));
            parameters.setRevocationEnabled(false);
            CertPath certPath = CertificateFactory.getInstance("X.509").generateCertPath(path);
            validator.validate(certPath, parameters);
        } catch (CertPathValidatorException e) {
            throw e;
        } catch (GeneralSecurityException e) {
            throw new TrustException("PKIX validation could not run", e);
        }
    }

    /**
     * A prescriber certificate that names extended key usages must name prescribing
     * ({@value PkiLayout#PRESCRIBING_PURPOSE}): a pharmacy's receipt or TLS certificate never signs a prescription.
     * One that names none is read as the demo PKI's first certificates were made, for signing alone.
     */
    private static void checkPurpose(X509Certificate certificate) throws TrustException {
        try {
            List<String> purposes = certificate.getExtendedKeyUsage();
            if (purposes != null && !purposes.contains(PkiLayout.PRESCRIBING_PURPOSE)) {
                throw new TrustException("its extended key usage " + purposes + " does not name prescribing ("
                        + PkiLayout.PRESCRIBING_PURPOSE + ")");
            }
        } catch (CertificateParsingException e) {
            throw new TrustException("its extended key usage is unreadable", e);
        }
    }

    /** The path from the certificate up to (not including) an anchor, by issuer name; PKIX checks the rest. */
    List<X509Certificate> path(X509Certificate certificate) throws TrustException {
        List<X509Certificate> path = new ArrayList<>(List.of(certificate));
        X509Certificate current = certificate;
        while (!anchors.containsKey(current.getIssuerX500Principal())) {
            X509Certificate issuer = authorities.get(current.getIssuerX500Principal());
            if (issuer == null || path.size() >= MAX_PATH) {
                throw new TrustException("it does not chain to the trust anchor "
                        + String.join(" or ", anchors.keySet().stream().map(Names::readable).sorted().toList())
                        + " (no trusted CA named " + Names.readable(current.getIssuerX500Principal()) + ")");
            }
            path.add(issuer);
            current = issuer;
        }
        return path;
    }

    /** The CA that issued the first certificate of {@code path} (from {@link #path}): the next one, or the anchor. */
    X509Certificate issuerOf(List<X509Certificate> path) {
        return path.size() > 1 ? path.get(1) : anchors.get(path.get(0).getIssuerX500Principal());
    }

    private static String describe(PublicKey key) {
        if (key instanceof RSAKey rsa) {
            return "RSA-" + rsa.getModulus().bitLength();
        }
        if (key instanceof ECKey ec) {
            return "EC over a " + ec.getParams().getCurve().getField().getFieldSize() + "-bit field";
        }
        return key.getAlgorithm();
    }
}
