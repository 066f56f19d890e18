package org.etp.ac.trust;

import java.nio.file.Path;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertPathValidatorException.BasicReason;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.bouncycastle.asn1.ASN1String;
import org.bouncycastle.asn1.x500.RDN;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * The certificates a prescriber takes pharmacies' receipt keys from: any pharmacy whose receipt-signing certificate
 * validates to the PKI directory's trust anchors, not one pinned certificate. A certificate that came with a receipt
 * (the signer chain of a status answer, the signer's first) is trusted for the pharmacy asked, ODS code {@code ods},
 * only if
 * <ul>
 * <li>it names the pharmacy-signing purpose ({@value PkiLayout#PHARMACY_SIGNING_PURPOSE}) as its only extended key
 *     usage, is no CA and may sign ({@code digitalSignature});</li>
 * <li>it validates with PKIX, now, to the root or an imported anchor, through the directory's service CA or the CAs
 *     that came with it ({@link PrescriberValidator}'s path and PKIX steps);</li>
 * <li>it is not revoked: when its CA publishes revocation (it names an OCSP responder, or the directory holds a CRL of
 *     its issuer) the app's sources are asked as for a prescriber, and an unknown status refuses
 *     ({@code REVOCATION_UNKNOWN}) unless soft fail is on; a CA that publishes nothing is taken on the path alone, as
 *     the pinned certificate always was;</li>
 * <li>its subject has exactly one organisational unit, and it is {@code ods}.</li>
 * </ul>
 * When nothing came, the directory's own {@value PkiLayout#PHARMACY_SIGNING} (checked as {@link PharmacySigningKey}
 * does) is used, for the same ODS rule. A validated certificate is remembered by the SHA-256 of its DER (at most
 * {@value #REMEMBERED}; past that, nothing more is remembered until the app builds a new one). Every refusal is a
 * {@link VerificationException}: {@code UNKNOWN_PHARMACY}, {@code EXPIRED}, {@code NOT_YET_VALID}, {@code REVOKED} or
 * {@code REVOCATION_UNKNOWN}. Thread-safe.
 */
public final class PharmacySigners {

    static final int REMEMBERED = 1_000;

    private final X509Certificate pinned;
    private final List<X509Certificate> anchors;
    private final List<X509Certificate> authorities;
    private final List<RevocationSource> sources;
    private final List<X509CRL> crls;
    private final boolean softFail;
    private final Map<String, Remembered> remembered = new ConcurrentHashMap<>();

    /** A validated certificate and the revocation status it had, none when its CA publishes none. */
    private record Remembered(X509Certificate certificate, Optional<RevocationStatus> revocation) {
    }

    private PharmacySigners(X509Certificate pinned, List<X509Certificate> anchors, List<X509Certificate> authorities,
            List<RevocationSource> sources, List<X509CRL> crls, boolean softFail) {
        this.pinned = pinned;
        this.anchors = List.copyOf(anchors);
        this.authorities = List.copyOf(authorities);
        this.sources = List.copyOf(sources);
        this.crls = List.copyOf(crls);
        this.softFail = softFail;
    }

    /**
     * The signers {@code pki} vouches for, with the revocation {@code sources} asked before its CRLs.
     *
     * @param softFail whether a certificate whose status no source knows is taken as not revoked ({@link SoftFail})
     * @throws TrustException when the directory's pinned pharmacy signing certificate is missing or unusable at
     *         {@code now}
     */
    public static PharmacySigners fromPki(PkiDirectory pki, List<RevocationSource> sources, boolean softFail,
            Instant now) throws TrustException {
        return fromPki(pki, List.of(pki.rootCertificate()), sources, softFail, now);
    }

    /**
     * The signers {@code pki} vouches for, anchored on {@code rootAnchors} in place of the directory's root
     * ({@code etp.trust.anchors}: {@link RevocationSettings#rootAnchors}) and on its imported anchors.
     *
     * @throws TrustException as {@link #fromPki(PkiDirectory, List, boolean, Instant)}
     */
    public static PharmacySigners fromPki(PkiDirectory pki, List<X509Certificate> rootAnchors,
            List<RevocationSource> sources, boolean softFail, Instant now) throws TrustException {
        X509Certificate pinned = PharmacySigningKey.trustedCertificate(pki, now);
        List<X509Certificate> anchors = new ArrayList<>(rootAnchors);
        anchors.addAll(pki.importedAnchors().values());
        Path serviceCa = pki.path().resolve(PkiLayout.SERVICE_CA);
        List<X509Certificate> authorities = new ArrayList<>(List.of(PkiFiles.readCertificate(serviceCa)));
        // The CRLs' issuers must be known CAs, the prescriber CAs among them.
        authorities.add(pki.prescriberCaCertificate());
        authorities.addAll(pki.prescriberIntermediates());
        return new PharmacySigners(pinned, anchors, authorities, sources, pki.crls(), softFail);
    }

    /** The directory's own pharmacy signing certificate, used when no chain comes. */
    public X509Certificate pinned() {
        return pinned;
    }

    /**
     * The certificate whose key receipts from the pharmacy {@code ods} must verify with, at {@code now}: the first of
     * {@code carried} (DER, the signer's first, then its CAs) once validated, or the pinned one when none came.
     *
     * @throws VerificationException with the reason the certificate is not trusted for that pharmacy
     */
    public X509Certificate signerFor(String ods, List<byte[]> carried, Instant now) throws VerificationException {
        X509Certificate certificate;
        if (carried.isEmpty()) {
            certificate = pinned;
            validAt(certificate, now);
        } else {
            String key = CarriedCertificates.digest(carried.get(0));
            Remembered known = remembered.get(key);
            if (known == null || known.revocation().filter(status -> !status.currentAt(now)).isPresent()) {
                known = validated(carried, now);
                if (remembered.size() < REMEMBERED || remembered.containsKey(key)) {
                    remembered.put(key, known);
                }
            }
            certificate = known.certificate();
            validAt(certificate, now);
        }
        String unit = organisationalUnit(certificate);
        if (!unit.equals(ods)) {
            throw new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt's signing certificate "
                    + Names.readable(certificate.getSubjectX500Principal()) + " is not of the pharmacy asked, " + ods);
        }
        return certificate;
    }

    /** How many certificates are remembered. */
    int size() {
        return remembered.size();
    }

    private Remembered validated(List<byte[]> carried, Instant now) throws VerificationException {
        List<X509Certificate> chain = CarriedCertificates.certificates(carried, Reason.UNKNOWN_PHARMACY);
        X509Certificate certificate = chain.get(0);
        if (certificate.equals(pinned)) {
            return new Remembered(pinned, Optional.empty());
        }
        checkPurpose(certificate);
        List<X509Certificate> cas = new ArrayList<>(authorities);
        cas.addAll(chain.subList(1, chain.size()));
        PrescriberValidator validator;
        try {
            validator = new PrescriberValidator(anchors, cas, sources, crls, now, softFail);
        } catch (TrustException e) {
            throw new VerificationException(Reason.REVOCATION_UNKNOWN, "the directory's CRLs cannot be used: "
                    + e.getMessage());
        }
        try {
            List<X509Certificate> path = validator.path(certificate);
            validator.pkix(path, now);
            return new Remembered(certificate, revocation(validator, certificate, validator.issuerOf(path)));
        } catch (CertPathValidatorException e) {
            throw refusal(e);
        } catch (TrustException e) {
            throw new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt's signing certificate is not trusted: "
                    + e.getMessage());
        }
    }

    /** The status from the app's sources when the certificate's CA publishes one; none when it publishes nothing. */
    private Optional<RevocationStatus> revocation(PrescriberValidator validator, X509Certificate certificate,
            X509Certificate issuer) throws VerificationException, TrustException {
        boolean published = OcspSource.responder(certificate).isPresent() || crls.stream()
                .anyMatch(crl -> crl.getIssuerX500Principal().equals(certificate.getIssuerX500Principal()));
        if (!published) {
            return Optional.empty();
        }
        RevocationStatus status;
        try {
            status = validator.revocation(certificate, issuer);
        } catch (RevocationUnknownException e) {
            throw new VerificationException(Reason.REVOCATION_UNKNOWN, "the revocation status of the receipt's"
                    + " signing certificate is unknown: " + e.getMessage());
        }
        if (status.revoked()) {
            throw new VerificationException(Reason.REVOKED, "the receipt's signing certificate is revoked");
        }
        return Optional.of(status);
    }

    private static VerificationException refusal(CertPathValidatorException e) {
        if (e.getIndex() == 0 && e.getReason() == BasicReason.EXPIRED) {
            return new VerificationException(Reason.EXPIRED, "the receipt's signing certificate has expired");
        }
        if (e.getIndex() == 0 && e.getReason() == BasicReason.NOT_YET_VALID) {
            return new VerificationException(Reason.NOT_YET_VALID, "the receipt's signing certificate is not yet valid");
        }
        return new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt's signing certificate does not validate"
                + " to a trust anchor: " + e.getMessage());
    }

    /** The pinned or a remembered certificate, still inside its validity at {@code now}. */
    private static void validAt(X509Certificate certificate, Instant now) throws VerificationException {
        if (now.isAfter(certificate.getNotAfter().toInstant())) {
            throw new VerificationException(Reason.EXPIRED, "the receipt's signing certificate has expired");
        }
        if (now.isBefore(certificate.getNotBefore().toInstant())) {
            throw new VerificationException(Reason.NOT_YET_VALID, "the receipt's signing certificate is not yet valid");
        }
    }

    private static void checkPurpose(X509Certificate certificate) throws VerificationException {
        List<String> purposes;
        try {
            purposes = certificate.getExtendedKeyUsage();
        } catch (CertificateParsingException e) {
            throw new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt's signing certificate has an"
                    + " unreadable extended key usage");
        }
        boolean[] usage = certificate.getKeyUsage();
        if (!List.of(PkiLayout.PHARMACY_SIGNING_PURPOSE).equals(purposes) || certificate.getBasicConstraints() >= 0
                || usage == null || !usage[0]) {
            throw new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt's signing certificate is not a"
                    + " pharmacy signing certificate (extended key usage " + PkiLayout.PHARMACY_SIGNING_PURPOSE
                    + " only, digitalSignature, no CA)");
        }
    }

    /** The one OU of the subject, which ETP's pharmacy names hold the ODS code in. */
    private static String organisationalUnit(X509Certificate certificate) throws VerificationException {
        RDN[] units = X500Name.getInstance(certificate.getSubjectX500Principal().getEncoded()).getRDNs(BCStyle.OU);
        if (units.length != 1 || units[0].isMultiValued()
                || !(units[0].getFirst().getValue() instanceof ASN1String text)) {
            throw new VerificationException(Reason.UNKNOWN_PHARMACY, "the receipt's signing certificate "
                    + Names.readable(certificate.getSubjectX500Principal()) + " names no single ODS code (OU)");
        }
        return text.getString();
    }
}
