package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.rejection.Reason;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.SignerChains;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GP of a CA of one's own that publishes no CRL (openssl, its responder the real {@code openssl ocsp} behind a
 * relay), imported while the responder answered well; then the relay hangs or answers garbage, and the GP sends a
 * prescription with the certificate but no staple to a running pharmacy, over the socket: refused
 * REVOCATION_UNKNOWN with nothing stored once the pharmacy's own timeout (2 s) or reading gives up, while the
 * pharmacy goes on accepting a registered prescriber's prescription on another connection meanwhile.
 */
class HostileResponderPharmacyIntegrationTests {

    private static final String SUBJECT = "CN=Dr Noor Gale,SERIALNUMBER=GMC 7300099,T=GENERAL_PRACTITIONER,"
            + "OU=Y34567,O=Brookside Surgery,C=GB";

    @RegisterExtension
    static final RunningPharmacy pharmacy = RunningPharmacy.onItsOwnDatabase("etp.verification.registry-refresh=1s");

    @TempDir
    static Path work;

    private static HttpServer relay;
    private static volatile String behaviour = "relay";
    private static Process responder;
    private static int responderPort;
    private static OpensslCa ca;
    private static Path gp;

    @BeforeAll
    static void start() throws Exception {
        try (ServerSocket free = new ServerSocket(0)) {
            responderPort = free.getLocalPort();
        }
        relay = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        relay.createContext("/", HostileResponderPharmacyIntegrationTests::relay);
        relay.setExecutor(Executors.newCachedThreadPool());
        relay.start();
        gp = EtpCli.pkiInit(work.resolve("gp-pki"));
        ca = OpensslCa.create(work.resolve("hostile-ca"), "hostile-root", "Hostile Responder Root CA");
        for (Path pki : List.of(gp, pharmacy.pki())) {
            EtpCli anchor = EtpCli.run("pki", "import", "--dir", pki, "--anchor", ca.certificate());
            assertThat(anchor.exitCode()).as(anchor.out() + anchor.err()).isZero();
        }
        List<Path> certificates = List.of(certify("hang"), certify("garbage"));
        responder = ca.responder(responderPort); // it reads the CA's index as it starts: after both are certified
        for (Path certificate : certificates) {
            EtpCli imported = EtpCli.run("pki", "import", "--dir", gp, certificate);
            assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
        }
        Thread.sleep(2_500); // the pharmacy's registry reloads each second and takes the new anchor in
    }

    @AfterAll
    static void stop() {
        relay.stop(0);
        responder.destroyForcibly();
    }

    @Test
    void aResponderThatHangsIsRevocationUnknownAndTheIntakeServesOthersMeanwhile() throws Exception {
        refusedWhileOthersAreServed("hang");
    }

    @Test
    void aResponderThatAnswersGarbageIsRevocationUnknown() throws Exception {
        refusedWhileOthersAreServed("garbage");
    }

    private static void refusedWhileOthersAreServed(String path) throws Exception {
        behaviour = "relay";
        Path message = signedByANewGp(path);
        List<X509Certificate> anchors = SignerChains.anchors(PkiDirectory.open(gp));
        Attachment chain = new Attachment(SignerChain.attachment(message, () -> anchors).certificates(),
                Optional.empty());
        behaviour = path;
        long stored = pharmacy.storedPrescriptions();

        try (IntakeClient client = IntakeClient.connect(ClientSettings.of(IntakeAddress.parse(pharmacy.target())))) {
            CompletableFuture<ResponseFrame> refused = client.submit(WireFormat.DER, true,
                    Files.readAllBytes(message), chain);
            String honest = EtpCli.run("send", "--target", pharmacy.target(),
                    EtpCli.sample(pharmacy.pki(), "der", 52_000 + path.length(), work.resolve(path + "-honest.der")))
                    .out();
            assertThat(honest).as("a registered prescriber, on another connection").contains(": ACCEPTED ");
            if (path.equals("hang")) {
                assertThat(refused).as("still waiting for the responder when the other was answered").isNotDone();
            }

            ResponseFrame answer = refused.get(30, TimeUnit.SECONDS);
            assertThat(answer.status()).as(answer.toString()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(answer.reason()).as(answer.toString()).contains(Reason.REVOCATION_UNKNOWN);
        }
        assertThat(pharmacy.storedPrescriptions()).as("the honest one alone").isEqualTo(stored + 1);
    }

    /** A new GP's certificate by the CA, naming the relay as its responder; its key waits in the GP's directory. */
    private static Path certify(String path) throws Exception {
        String name = "gale-" + path;
        Path request = work.resolve(name + ".csr");
        EtpCli csr = EtpCli.run("pki", "csr", "--dir", gp, "--name", name, "--kind", "prescriber", "--subject",
                SUBJECT.replace("GMC 7300099", "GMC 73001" + path.length()), "--out", request);
        assertThat(csr.exitCode()).as(csr.err()).isZero();
        return ca.signNamingResponder(request, URI.create("http://127.0.0.1:" + relay.getAddress().getPort() + "/"),
                work.resolve(name + ".pem"));
    }

    /** A DER prescription by the GP certified for {@code path}, imported on the responder's word. */
    private static Path signedByANewGp(String path) throws Exception {
        Path out = work.resolve("gale-" + path + ".der");
        EtpCli sample = EtpCli.run("sample", "--pki", gp, "--signer", "gale-" + path, "--format", "der", "--profile",
                "prescription", "--seed", 53_000 + path.length(), "--out", out);
        assertThat(sample.exitCode()).as(sample.err()).isZero();
        return out;
    }

    /** Passes a request on to openssl's responder, or, once a test says so, hangs or answers garbage. */
    private static void relay(HttpExchange exchange) throws IOException {
        byte[] request = exchange.getRequestBody().readAllBytes();
        try {
            byte[] body;
            switch (behaviour) {
                case "hang" -> {
                    Thread.sleep(6_000);
                    return;
                }
                case "garbage" -> body = "not an OCSP answer".getBytes();
                default -> body = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                        + responderPort + "/")).header("Content-Type", "application/ocsp-request")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(request)).build(),
                        HttpResponse.BodyHandlers.ofByteArray()).body();
            }
            exchange.getResponseHeaders().add("Content-Type", "application/ocsp-response");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            exchange.close();
        }
    }
}
