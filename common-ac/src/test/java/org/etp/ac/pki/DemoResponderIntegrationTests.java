package org.etp.ac.pki;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.cert.ocsp.OCSPResp;
import org.bouncycastle.cert.ocsp.OCSPRespBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.ExternalTool;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.RevocationStatus;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo's OCSP responder, asked by ETP's own OCSP client and by {@code openssl ocsp}: a demo PKI whose prescriber
 * certificates name it, good for Dr Hart, revoked for key compromise for Dr Vane as the CA's CRL says, unknown for a
 * certificate the directory does not hold, and a refusal for what is no OCSP request.
 */
class DemoResponderIntegrationTests {

    @TempDir
    static Path dir;

    private static PkiDirectory pki;
    private static DemoResponder responder;

    @BeforeAll
    static void start() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        URI uri = URI.create("http://127.0.0.1:" + port + "/");
        pki = DemoPki.init(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.of(uri));
        responder = DemoResponder.start(pki, new InetSocketAddress("127.0.0.1", port), Duration.ofMinutes(10));
        assertThat(responder.uri()).isEqualTo(uri);
    }

    @AfterAll
    static void stop() {
        responder.close();
    }

    @Test
    void everyPrescriberCertificateNamesTheResponder() {
        assertThat(pki.prescriberCertificates()).allSatisfy(certificate ->
                assertThat(OcspSource.responder(certificate)).contains(responder.uri()));
    }

    @Test
    void answersGoodAndRevokedAsTheCaSaysWithTheNonceEtpAsksWith() {
        OcspSource source = new OcspSource(Duration.ofHours(1), Duration.ofSeconds(2));
        RevocationStatus hart = source.statusOf(certificate("hart-rsa2048"), pki.prescriberCaCertificate(),
                Instant.now());
        RevocationStatus vane = source.statusOf(certificate("vane-rsa2048"), pki.prescriberCaCertificate(),
                Instant.now());

        assertThat(hart.state()).as(hart.sentence()).isEqualTo(RevocationStatus.State.GOOD);
        assertThat(hart.evidence()).isEqualTo("the OCSP responder at " + responder.uri());
        assertThat(vane.state()).as(vane.sentence()).isEqualTo(RevocationStatus.State.REVOKED);
        assertThat(vane.revocation().reason()).isEqualTo(CRLReason.KEY_COMPROMISE);
    }

    @Test
    void doesNotVouchForACertificateTheDirectoryDoesNotHold() throws Exception {
        X509Certificate stranger = issuedNamingTheResponder(certificate("hart-rsa2048").getSubjectX500Principal());

        RevocationStatus status = new OcspSource(Duration.ofHours(1), Duration.ofSeconds(2)).statusOf(stranger,
                pki.prescriberCaCertificate(), Instant.now());

        assertThat(status.known()).as(status.sentence()).isFalse();
    }

    @Test
    void opensslVerifiesItsAnswers() throws Exception {
        pem(pki.prescriberCaCertificate(), "ca.pem");
        pem(pki.rootCertificate(), "root.pem");
        pem(certificate("hart-ecp256"), "hart.pem");
        pem(certificate("vane-rsa2048"), "vane.pem");

        String good = ExternalTool.run(dir, "openssl", "ocsp", "-issuer", "ca.pem", "-cert", "hart.pem", "-url",
                responder.uri().toString(), "-CAfile", "root.pem", "-verify_other", "ca.pem").successfully();
        String revoked = ExternalTool.run(dir, "openssl", "ocsp", "-issuer", "ca.pem", "-cert", "vane.pem", "-url",
                responder.uri().toString(), "-CAfile", "root.pem", "-verify_other", "ca.pem").successfully();

        assertThat(good).contains("Response verify OK", "hart.pem: good");
        assertThat(revoked).contains("Response verify OK", "vane.pem: revoked", "Reason: keyCompromise");
    }

    @Test
    void refusesWhatIsNoOcspRequestAndAnythingButPost() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<byte[]> garbage = http.send(HttpRequest.newBuilder(responder.uri())
                .POST(HttpRequest.BodyPublishers.ofByteArray("not a request".getBytes())).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        HttpResponse<byte[]> flood = http.send(HttpRequest.newBuilder(responder.uri())
                .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[DemoResponder.MAX_REQUEST + 1])).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        HttpResponse<byte[]> get = http.send(HttpRequest.newBuilder(responder.uri()).GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());

        assertThat(new OCSPResp(garbage.body()).getStatus()).isEqualTo(OCSPRespBuilder.MALFORMED_REQUEST);
        assertThat(new OCSPResp(flood.body()).getStatus()).isEqualTo(OCSPRespBuilder.MALFORMED_REQUEST);
        assertThat(get.statusCode()).isEqualTo(405);
    }

    private static X509Certificate certificate(String id) {
        try {
            return pki.prescriberCertificate(id);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A new certificate for {@code subject} by the prescriber CA, naming the responder, kept out of the directory. */
    private static X509Certificate issuedNamingTheResponder(X500Principal subject) throws Exception {
        var request = SigningRequests.make(subject, KeyPairs.generate(SignatureAlgorithm.ECP256),
                CertificateKind.PRESCRIBER);
        return DemoPki.prescriberCa(pki).issue(request, CertificateKind.PRESCRIBER, Instant.now().minusSeconds(60),
                Instant.now().plus(Duration.ofDays(1)), Optional.of(responder.uri()));
    }

    private static void pem(X509Certificate certificate, String name) throws IOException {
        try (var out = Files.newBufferedWriter(dir.resolve(name)); var pem = new JcaPEMWriter(out)) {
            pem.writeObject(certificate);
        }
    }
}
