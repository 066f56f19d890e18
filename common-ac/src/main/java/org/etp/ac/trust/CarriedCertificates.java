package org.etp.ac.trust;

import java.io.ByteArrayInputStream;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * The prescriber certificates that travel with messages, for the prescribers a pharmacy has never been told of: the
 * signer's certificate and its intermediates, validated like a registered one (ETP's rules, PKIX to one of the
 * registry's anchors through its CAs or those that came along, revocation) and then remembered by the SHA-256 of the
 * certificate, so that a prescriber's first message costs a validation and the later ones a lookup. Bounded: once
 * {@value #REMEMBERED} certificates are remembered, those whose revocation status went stale make room, and
 * otherwise nothing more is remembered.
 *
 * <p>Revocation: a message may staple its signer's OCSP answer. A staple is the sender's word on its own status,
 * so it alone decides: one that does not check out (another certificate, an unauthorised responder, stale,
 * {@code unknown}, unreadable) refuses the message {@code REVOCATION_UNKNOWN} rather than being passed over. Without
 * a staple the registry's sources are asked (an OCSP responder, with its cache; the CRLs), as for a registered
 * certificate. A remembered status is used while it is current.
 */
final class CarriedCertificates {

    static final int REMEMBERED = 10_000;

    private final List<X509Certificate> anchors;
    private final List<X509Certificate> authorities;
    private final List<RevocationSource> sources;
    private final Optional<OcspSource> ocsp;
    private final boolean softFail;
    private final Map<String, Remembered> remembered = new ConcurrentHashMap<>();

    /** A validated certificate with the issuer its path went through, and the staple its status came from. */
    private record Remembered(TrustedPrescriber prescriber, X509Certificate issuer, String staple) {
    }

    /**
     * @param sources  the registry's revocation sources in order, its CRLs' included; the first {@link OcspSource}
     *                 among them reads staples, and without one a staple cannot be checked
     * @param softFail whether a certificate whose status no source knows is taken as not revoked ({@link SoftFail});
     *                 a staple that does not check out refuses the message all the same
     */
    CarriedCertificates(List<X509Certificate> anchors, List<X509Certificate> authorities,
            List<RevocationSource> sources, boolean softFail) {
        this.softFail = softFail;
        this.anchors = List.copyOf(anchors);
        this.authorities = List.copyOf(authorities);
        this.sources = List.copyOf(sources);
        this.ocsp = sources.stream().filter(OcspSource.class::isInstance).map(OcspSource.class::cast).findFirst();
    }

    /**
     * The validated certificate of {@code carried} (DER, the signer's first, then its intermediates) for a message
     * that names {@code issuer} and staples {@code staple}, valid for a signature checked at {@code at}.
     *
     * @throws VerificationException {@code UNKNOWN_PRESCRIBER} when a certificate is unreadable, the signer's is not
     *         the issuer's or does not validate to an anchor; {@code REVOCATION_UNKNOWN} when no current status can
     *         be had or the staple does not check out; {@code REVOKED}, {@code EXPIRED}, {@code NOT_YET_VALID}
     */
    TrustedPrescriber signer(X500Principal issuer, List<byte[]> carried, Optional<byte[]> staple, Instant at)
            throws VerificationException {
        byte[] signer = carried.get(0);
        String key = digest(signer);
        Remembered known = remembered.get(key);
        if (known == null) {
            known = validated(carried, staple, at);
            remember(key, known, at);
        } else if (staple.isPresent() ? !digest(staple.get()).equals(known.staple())
                : !known.prescriber().revocation().currentAt(at)) {
            known = withStatusAt(known, staple, at);
            remember(key, known, at);
        }
        TrustedPrescriber prescriber = known.prescriber();
        if (!prescriber.subject().equals(issuer)) {
            throw new VerificationException(Reason.UNKNOWN_PRESCRIBER, "the certificate that came with it names "
                    + Names.readable(prescriber.subject()) + ", not the issuer " + Names.readable(issuer));
        }
        VerificationException refusal = prescriber.refusalAt(at);
        if (refusal != null) {
            throw refusal;
        }
        return prescriber;
    }

    /** How many certificates are remembered. */
    int size() {
        return remembered.size();
    }

    private Remembered validated(List<byte[]> carried, Optional<byte[]> staple, Instant at)
            throws VerificationException {
        List<X509Certificate> chain = certificates(carried, Reason.UNKNOWN_PRESCRIBER);
        List<X509Certificate> cas = new ArrayList<>(authorities);
        cas.addAll(chain.subList(1, chain.size()));
        List<RevocationSource> asked = staple.isEmpty() ? sources
                : List.of((certificate, issuer, when) -> stapled(staple.get(), certificate, issuer, when));
        try {
            TrustedPrescriber prescriber = new PrescriberValidator(anchors, cas, at, asked,
                    softFail && staple.isEmpty()).validate(chain.get(0));
            return new Remembered(prescriber, issuerOf(chain.get(0), cas),
                    staple.map(CarriedCertificates::digest).orElse(""));
        } catch (RevocationUnknownException e) {
            throw new VerificationException(Reason.REVOCATION_UNKNOWN, "the revocation status of the certificate that"
                    + " came with it is unknown: " + e.getMessage());
        } catch (TrustException e) {
            throw new VerificationException(Reason.UNKNOWN_PRESCRIBER, "the certificate that came with it is not"
                    + " trusted: " + e.getMessage());
        }
    }

    /** {@code known} with a status current at {@code at}: from the staple when there is one, else the sources'. */
    private Remembered withStatusAt(Remembered known, Optional<byte[]> staple, Instant at)
            throws VerificationException {
        X509Certificate certificate = known.prescriber().certificate();
        List<String> said = new ArrayList<>();
        for (RevocationSource source : staple.isPresent() ? List.<RevocationSource>of(
                (c, i, when) -> stapled(staple.get(), c, i, when)) : sources) {
            RevocationStatus status = source.statusOf(certificate, known.issuer(), at);
            if (status.currentAt(at)) {
                return new Remembered(known.prescriber().withRevocation(status), known.issuer(),
                        staple.map(CarriedCertificates::digest).orElse(""));
            }
            said.add(status.known() ? status.wentStale() + ": revocation status unknown" : status.sentence());
        }
        if (softFail && staple.isEmpty()) {
            return new Remembered(known.prescriber().withRevocation(SoftFail.assumed(certificate,
                    String.join("; ", said), at)), known.issuer(), "");
        }
        throw new VerificationException(Reason.REVOCATION_UNKNOWN, "the revocation status of "
                + Names.readable(certificate.getSubjectX500Principal()) + " is unknown now: " + String.join("; ", said));
    }

    private RevocationStatus stapled(byte[] answer, X509Certificate certificate, X509Certificate issuer, Instant at) {
        return ocsp.map(source -> source.stapled(answer, certificate, issuer, at)).orElseGet(() -> RevocationStatus
                .unknown(OcspAnswers.NAME, "a stapled OCSP answer came, but this pharmacy does not read OCSP"));
    }

    private void remember(String key, Remembered known, Instant at) {
        if (remembered.size() >= REMEMBERED) {
            remembered.values().removeIf(each -> !each.prescriber().revocation().currentAt(at));
        }
        if (remembered.size() < REMEMBERED || remembered.containsKey(key)) {
            remembered.put(key, known);
        }
    }

    /** The CA that issued {@code certificate} on its validated path: found by name as the path was, anchors first. */
    private X509Certificate issuerOf(X509Certificate certificate, List<X509Certificate> cas) {
        X500Principal name = certificate.getIssuerX500Principal();
        return anchors.stream().filter(a -> a.getSubjectX500Principal().equals(name)).findFirst()
                .or(() -> cas.stream().filter(ca -> ca.getSubjectX500Principal().equals(name)).findFirst())
                .orElseThrow(() -> new IllegalStateException("a validated path without its issuer"));
    }

    /** The DER certificates of {@code carried} read; one unreadable or not in DER refuses with {@code reason}. */
    static List<X509Certificate> certificates(List<byte[]> carried, Reason reason) throws VerificationException {
        List<X509Certificate> chain = new ArrayList<>();
        try {
            CertificateFactory factory = CertificateFactory.getInstance("X.509");
            for (byte[] encoded : carried) {
                X509Certificate certificate =
                        (X509Certificate) factory.generateCertificate(new ByteArrayInputStream(encoded));
                if (!Arrays.equals(certificate.getEncoded(), encoded)) {
                    throw new VerificationException(reason, "a certificate that came with it is not in its DER encoding");
                }
                chain.add(certificate);
            }
        } catch (GeneralSecurityException e) {
            throw new VerificationException(reason, "a certificate that came with it is unreadable: " + e.getMessage());
        }
        return chain;
    }

    /** The lower-case hex SHA-256 of {@code bytes}, by which a validated certificate is remembered. */
    static String digest(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}
