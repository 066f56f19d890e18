package org.etp.ac.pki;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509CRL;
import java.security.cert.X509CRLEntry;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import org.bouncycastle.asn1.ocsp.OCSPObjectIdentifiers;
import org.bouncycastle.asn1.x509.CRLReason;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.Extensions;
import org.bouncycastle.cert.jcajce.JcaX509CertificateHolder;
import org.bouncycastle.cert.ocsp.CertificateID;
import org.bouncycastle.cert.ocsp.CertificateStatus;
import org.bouncycastle.cert.ocsp.OCSPException;
import org.bouncycastle.cert.ocsp.OCSPReq;
import org.bouncycastle.cert.ocsp.OCSPRespBuilder;
import org.bouncycastle.cert.ocsp.Req;
import org.bouncycastle.cert.ocsp.RevokedStatus;
import org.bouncycastle.cert.ocsp.UnknownStatus;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaDigestCalculatorProviderBuilder;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;

/**
 * The demo's OCSP responder (RFC 6960 over HTTP POST, on loopback): the prescriber CA of a demo PKI answering, with
 * its own key, about the certificates it issued. What it says comes from the directory as it is at each request:
 * revoked as the CA's CRL says (time and reason), good for a prescriber certificate the directory holds, unknown
 * for any other serial or another CA's certificate. It echoes the request's nonce, answers one certificate per
 * request, reads at most {@value #MAX_REQUEST} bytes, and says {@code malformedRequest} to anything else. Demo and
 * test use only: a real CA runs its own responder.
 */
public final class DemoResponder implements AutoCloseable {

    static final int MAX_REQUEST = 16 * 1024;

    // The directory is opened again at each request, so that a CRL replaced meanwhile is what the answer says.
    private final Path dir;
    private final char[] password;
    private final Duration validFor;
    private final HttpServer server;

    private DemoResponder(PkiDirectory pki, HttpServer server, Duration validFor) {
        this.dir = pki.path();
        this.password = pki.password();
        this.validFor = validFor;
        this.server = server;
    }

    /**
     * Starts a responder for {@code pki}'s prescriber CA on {@code address}, its answers holding for
     * {@code validFor}.
     */
    public static DemoResponder start(PkiDirectory pki, InetSocketAddress address, Duration validFor)
            throws IOException {
        HttpServer server = HttpServer.create(address, 0);
        DemoResponder responder = new DemoResponder(pki, server, validFor);
        server.createContext("/", responder::answer);
        server.setExecutor(Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "demo-ocsp");
            thread.setDaemon(true);
            return thread;
        }));
        server.start();
        return responder;
    }

    /** Where to ask it: the URI the demo PKI's certificates name. */
    public URI uri() {
        InetSocketAddress address = server.getAddress();
        return URI.create("http://" + address.getHostString() + ":" + address.getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        ((ExecutorService) server.getExecutor()).shutdownNow();
    }

    private void answer(HttpExchange exchange) throws IOException {
        try {
            if (!"POST".equals(exchange.getRequestMethod())) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            byte[] answer;
            try (InputStream in = exchange.getRequestBody()) {
                byte[] request = in.readNBytes(MAX_REQUEST + 1);
                answer = request.length > MAX_REQUEST ? refusal() : answer(request);
            }
            exchange.getResponseHeaders().add("Content-Type", "application/ocsp-response");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
        } finally {
            exchange.close();
        }
    }

    private byte[] answer(byte[] encoded) throws IOException {
        OCSPReq request;
        try {
            request = new OCSPReq(encoded);
        } catch (IOException | RuntimeException e) {
            return refusal();
        }
        Req[] asked = request.getRequestList();
        if (asked.length != 1) {
            return refusal();
        }
        try {
            PkiDirectory pki = PkiDirectory.open(dir, password);
            CertificateAuthority ca = DemoPki.prescriberCa(pki);
            CertificateID id = asked[0].getCertID();
            Extension nonce = request.getExtension(OCSPObjectIdentifiers.id_pkix_ocsp_nonce);
            return OcspAnswer.of(ca, id, status(pki, ca, id), nonce == null ? null : new Extensions(nonce),
                    Instant.now(), validFor);
        } catch (TrustException | OCSPException | RuntimeException e) {
            return refusal(OCSPRespBuilder.INTERNAL_ERROR);
        }
    }

    private static CertificateStatus status(PkiDirectory pki, CertificateAuthority ca, CertificateID id)
            throws OCSPException, TrustException {
        try {
            if (!id.matchesIssuer(new JcaX509CertificateHolder(ca.certificate()),
                    new JcaDigestCalculatorProviderBuilder().build())) {
                return new UnknownStatus();
            }
        } catch (CertificateEncodingException | OperatorCreationException e) {
            throw new TrustException("the prescriber CA's certificate cannot be read", e);
        }
        BigInteger serial = id.getSerialNumber();
        X509CRL crl = pki.crl();
        X509CRLEntry revoked = crl.getRevokedCertificate(serial);
        if (revoked != null) {
            int reason = revoked.getRevocationReason() == null ? CRLReason.unspecified
                    : revoked.getRevocationReason().ordinal();
            return new RevokedStatus(revoked.getRevocationDate(), reason);
        }
        Set<BigInteger> issued = pki.prescriberCertificates().stream()
                .filter(each -> each.getIssuerX500Principal().equals(ca.subject()))
                .map(X509Certificate::getSerialNumber).collect(Collectors.toSet());
        return issued.contains(serial) ? CertificateStatus.GOOD : new UnknownStatus();
    }

    private static byte[] refusal() throws IOException {
        return refusal(OCSPRespBuilder.MALFORMED_REQUEST);
    }

    private static byte[] refusal(int status) throws IOException {
        try {
            return new OCSPRespBuilder().build(status, null).getEncoded();
        } catch (OCSPException e) {
            throw new IOException(e);
        }
    }

}
