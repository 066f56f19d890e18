package org.etp.ac.trust;

import java.io.IOException;
import java.net.URI;
import java.security.SecureRandom;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.bouncycastle.asn1.ASN1IA5String;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.ocsp.OCSPObjectIdentifiers;
import org.bouncycastle.asn1.x509.AccessDescription;
import org.bouncycastle.asn1.x509.AuthorityInformationAccess;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.Extensions;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.cert.jcajce.JcaX509CertificateHolder;
import org.bouncycastle.cert.ocsp.CertificateID;
import org.bouncycastle.cert.ocsp.OCSPException;
import org.bouncycastle.cert.ocsp.OCSPReqBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaDigestCalculatorProviderBuilder;

/**
 * Revocation from the OCSP responder a certificate names (its authority information access, id-ad-ocsp): a
 * request with a fresh nonce, POSTed over HTTP with a bounded timeout and a bounded answer, read by
 * {@link OcspAnswers}. A known status is remembered until it goes stale (its next update or maximum age), for a
 * bounded number of certificates, so that a responder is asked once per certificate per period, not per message;
 * once three quarters of a remembered status's life have passed, the next message that needs it starts one
 * background request for a new one and is answered from the old meanwhile, so that a busy certificate's status
 * never goes stale on the message path. A new answer replaces the old only when it is sound; a revocation so
 * reaches every node within the maximum age.
 * A certificate that names no responder, a responder that is down, hangs or answers anything but a sound answer:
 * {@link RevocationStatus#unknown unknown}, never good. Answers that travel with a message (stapled) are read by
 * {@link #stapled}, with the same checks but no nonce.
 */
public final class OcspSource implements RevocationSource {

    /** The most bytes read from a responder: real answers are a few kilobytes. */
    static final int MAX_ANSWER = 64 * 1024;
    private static final int NONCE_BYTES = 16;
    private static final int REMEMBERED = 10_000;

    private final OcspAnswers answers;
    private final OcspHttp http;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, RevocationStatus> remembered = new ConcurrentHashMap<>();
    private final Set<String> refreshing = ConcurrentHashMap.newKeySet();
    private final Executor refresher = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "ocsp-refresh");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * @param maxAge  the oldest answer that counts, whatever its next update says ({@code etp.trust.ocsp.max-age})
     * @param timeout how long to wait for a responder, to connect and to answer ({@code etp.trust.ocsp.timeout})
     */
    public OcspSource(Duration maxAge, Duration timeout) {
        this.answers = new OcspAnswers(maxAge);
        this.http = new OcspHttp(timeout, MAX_ANSWER);
    }

    @Override
    public RevocationStatus statusOf(X509Certificate certificate, X509Certificate issuer, Instant at) {
        String key = certificate.getIssuerX500Principal().getName() + "#" + certificate.getSerialNumber();
        RevocationStatus known = remembered.get(key);
        if (known != null && known.currentAt(at)) {
            if (dueForRefresh(known, at) && refreshing.add(key)) {
                refresher.execute(() -> {
                    try {
                        remember(key, ask(certificate, issuer, Instant.now()), Instant.now());
                    } finally {
                        refreshing.remove(key);
                    }
                });
            }
            return known;
        }
        RevocationStatus asked = ask(certificate, issuer, at);
        remember(key, asked, at);
        return asked;
    }

    /** Whether three quarters of the life of {@code status} (from its issue to its going stale) are past at {@code at}. */
    public static boolean dueForRefresh(RevocationStatus status, Instant at) {
        Duration life = Duration.between(status.thisUpdate(), status.nextUpdate());
        return !at.isBefore(status.nextUpdate().minus(life.dividedBy(4)));
    }

    private void remember(String key, RevocationStatus status, Instant at) {
        if (!status.known()) {
            return;
        }
        if (remembered.size() >= REMEMBERED) {
            remembered.values().removeIf(each -> !each.currentAt(at));
        }
        if (remembered.size() < REMEMBERED || remembered.containsKey(key)) {
            remembered.put(key, status);
        }
    }

    /** What a stapled answer, one that travelled with the message, says of {@code certificate} at {@code at}. */
    public RevocationStatus stapled(byte[] answer, X509Certificate certificate, X509Certificate issuer, Instant at) {
        if (answer.length > MAX_ANSWER) {
            return RevocationStatus.unknown(OcspAnswers.NAME, "the stapled OCSP answer is larger than "
                    + MAX_ANSWER + " bytes");
        }
        return answers.read(answer, certificate, issuer, at, null, "the stapled OCSP answer");
    }

    /**
     * An answer a sender staples, DER as its responder sent it, with what it says.
     *
     * @param answer the OCSP response, as sent
     * @param status what it says of the certificate: good or revoked, until when
     */
    public record Staple(byte[] answer, RevocationStatus status) {
    }

    /**
     * A current answer about {@code certificate}, DER as its responder sent it, for a sender to staple: asked of the
     * responder the certificate names, with a fresh nonce, within {@code timeout} and the size bound, and kept only
     * when it reads as a sound answer would here (signed for {@code issuer}, about this certificate, current, good or
     * revoked). Empty when the certificate names no responder or none gives such an answer.
     */
    public static Optional<byte[]> fetchAnswer(X509Certificate certificate, X509Certificate issuer, Duration timeout)
            throws InterruptedException {
        return fetchStaple(certificate, issuer, timeout).map(Staple::answer);
    }

    /** {@link #fetchAnswer}, with what the answer says. */
    public static Optional<Staple> fetchStaple(X509Certificate certificate, X509Certificate issuer, Duration timeout)
            throws InterruptedException {
        // As old as the default etp.trust.ocsp.max-age lets an answer be: one a pharmacy would use.
        OcspSource source = new OcspSource(Duration.ofHours(1), timeout);
        Optional<URI> responder = responder(certificate);
        if (responder.isEmpty()) {
            return Optional.empty();
        }
        byte[] nonce = new byte[NONCE_BYTES];
        source.random.nextBytes(nonce);
        try {
            byte[] answer = source.http.post(responder.get(), request(certificate, issuer, nonce));
            RevocationStatus status = source.answers.read(answer, certificate, issuer, Instant.now(), nonce,
                    "the OCSP responder at " + responder.get());
            return status.known() ? Optional.of(new Staple(answer, status)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The responder {@code certificate} names in its authority information access, if any. */
    public static Optional<URI> responder(X509Certificate certificate) {
        byte[] extension = certificate.getExtensionValue(Extension.authorityInfoAccess.getId());
        if (extension == null) {
            return Optional.empty();
        }
        AuthorityInformationAccess access = AuthorityInformationAccess.getInstance(
                DEROctetString.getInstance(extension).getOctets());
        for (AccessDescription description : access.getAccessDescriptions()) {
            GeneralName name = description.getAccessLocation();
            if (description.getAccessMethod().equals(AccessDescription.id_ad_ocsp)
                    && name.getTagNo() == GeneralName.uniformResourceIdentifier) {
                URI uri = URI.create(ASN1IA5String.getInstance(name.getName()).getString());
                if ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) {
                    return Optional.of(uri);
                }
            }
        }
        return Optional.empty();
    }

    private RevocationStatus ask(X509Certificate certificate, X509Certificate issuer, Instant at) {
        Optional<URI> responder = responder(certificate);
        if (responder.isEmpty()) {
            return RevocationStatus.unknown(OcspAnswers.NAME, "the certificate names no OCSP responder");
        }
        String where = "the OCSP responder at " + responder.get();
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        byte[] answer;
        try {
            answer = http.post(responder.get(), request(certificate, issuer, nonce));
        } catch (IOException e) {
            return RevocationStatus.unknown(OcspAnswers.NAME, where + " could not be asked: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return RevocationStatus.unknown(OcspAnswers.NAME, where + " was not waited for: interrupted");
        }
        return answers.read(answer, certificate, issuer, at, nonce, where);
    }

    private static byte[] request(X509Certificate certificate, X509Certificate issuer, byte[] nonce)
            throws IOException {
        try {
            CertificateID id = new CertificateID(new JcaDigestCalculatorProviderBuilder().build()
                    .get(CertificateID.HASH_SHA1), new JcaX509CertificateHolder(issuer), certificate.getSerialNumber());
            return new OCSPReqBuilder().addRequest(id).setRequestExtensions(new Extensions(new Extension(
                    OCSPObjectIdentifiers.id_pkix_ocsp_nonce, false, new DEROctetString(new DEROctetString(nonce)))))
                    .build().getEncoded();
        } catch (OperatorCreationException | OCSPException | CertificateEncodingException e) {
            throw new IOException("the request could not be made: " + e.getMessage(), e);
        }
    }
}
