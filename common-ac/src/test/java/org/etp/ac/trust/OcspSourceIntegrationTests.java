package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.testing.ExternalTool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our OCSP client against the real {@code openssl ocsp} responder, on loopback: a CA and its certificates made by
 * openssl, its index saying which are revoked, one responder the CA authorised (id-kp-OCSPSigning) and one it did
 * not; and, for what openssl will not do, a small HTTP server that hangs, answers garbage, floods, or replays an
 * answer openssl gave without the nonce asked for.
 */
class OcspSourceIntegrationTests {

    private static final Duration MAX_AGE = Duration.ofHours(1);
    private static final Duration TIMEOUT = Duration.ofSeconds(1);
    private static final DateTimeFormatter INDEX_TIME = DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);

    @TempDir
    static Path dir;

    private static Process authorised;
    private static Process unauthorised;
    private static HttpServer hostile;
    private static ServerSocket closed;
    private static int authorisedPort;
    private static int unauthorisedPort;
    private static int hostilePort;
    private static byte[] answerWithoutNonce;
    private static final AtomicInteger countedRequests = new AtomicInteger();

    @BeforeAll
    static void startResponders() throws Exception {
        authorisedPort = freePort();
        unauthorisedPort = freePort();
        closed = new ServerSocket(0);
        hostile = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        hostilePort = hostile.getAddress().getPort();
        openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
                "ca.key", "-out", "ca.pem", "-days", "30", "-subj", "/CN=ETP Test OCSP CA",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign");
        issue("responder", "2001", "extendedKeyUsage=OCSPSigning\nkeyUsage=critical,digitalSignature\n");
        issue("impostor", "2002", "extendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature\n");
        issueLeaf("good", "1001", "http://127.0.0.1:" + authorisedPort + "/");
        issueLeaf("revoked", "1002", "http://127.0.0.1:" + authorisedPort + "/");
        issueLeaf("stranger", "1003", "http://127.0.0.1:" + authorisedPort + "/");
        issueLeaf("misled", "1004", "http://127.0.0.1:" + unauthorisedPort + "/");
        issueLeaf("down", "1005", "http://127.0.0.1:" + closed.getLocalPort() + "/");
        for (String path : new String[] {"hang", "garbage", "flood", "replay"}) {
            issueLeaf(path, path.equals("hang") ? "1006" : path.equals("garbage") ? "1007"
                    : path.equals("flood") ? "1008" : "1009", "http://127.0.0.1:" + hostilePort + "/" + path);
        }
        issueLeaf("plain", "100A", null);
        issueLeaf("counted", "100B", "http://127.0.0.1:" + hostilePort + "/counted");
        String expiry = INDEX_TIME.format(Instant.now().plus(Duration.ofDays(10)));
        String revokedAt = INDEX_TIME.format(Instant.now().minus(Duration.ofHours(2)));
        StringBuilder index = new StringBuilder();
        for (String[] entry : new String[][] {{"good", "1001"}, {"misled", "1004"}, {"replay", "1009"},
                {"counted", "100B"}}) {
            index.append("V\t").append(expiry).append("\t\t").append(entry[1]).append("\tunknown\t/CN=")
                    .append(entry[0]).append('\n');
        }
        index.append("R\t").append(expiry).append('\t').append(revokedAt).append(",keyCompromise\t1002\tunknown\t")
                .append("/CN=revoked\n");
        Files.writeString(dir.resolve("index.txt"), index);
        Files.writeString(dir.resolve("index.txt.attr"), "unique_subject = no\n");
        authorised = responder(authorisedPort, "responder");
        unauthorised = responder(unauthorisedPort, "impostor");
        answerWithoutNonce = Files.readAllBytes(fetchWithOpenssl("replay"));
        hostile.createContext("/hang", exchange -> sleep(exchange::close));
        hostile.createContext("/garbage", exchange -> answer(exchange, "not an OCSP answer".getBytes()));
        hostile.createContext("/flood", exchange -> answer(exchange, new byte[1024 * 1024]));
        hostile.createContext("/replay", exchange -> answer(exchange, answerWithoutNonce));
        hostile.createContext("/counted", OcspSourceIntegrationTests::forwardCounted);
        hostile.setExecutor(Executors.newCachedThreadPool());
        hostile.start();
    }

    @AfterAll
    static void stopResponders() throws IOException {
        authorised.destroyForcibly();
        unauthorised.destroyForcibly();
        hostile.stop(0);
        closed.close();
    }

    @Test
    void saysGoodForACertificateTheResponderVouchesForUntilItsNextUpdateOrMaximumAge() throws Exception {
        Instant now = Instant.now();
        RevocationStatus status = source().statusOf(certificate("good"), certificate("ca"), now);

        assertThat(status.state()).as(status.sentence()).isEqualTo(RevocationStatus.State.GOOD);
        assertThat(status.source()).isEqualTo("OCSP");
        assertThat(status.evidence()).isEqualTo("the OCSP responder at http://127.0.0.1:" + authorisedPort + "/");
        assertThat(status.nextUpdate()).isAfter(now).isBeforeOrEqualTo(status.thisUpdate().plus(MAX_AGE));
    }

    @Test
    void saysRevokedWithTheRevocationsTimeAndReason() throws Exception {
        RevocationStatus status = source().statusOf(certificate("revoked"), certificate("ca"), Instant.now());

        assertThat(status.state()).as(status.sentence()).isEqualTo(RevocationStatus.State.REVOKED);
        assertThat(status.revocation().reason()).isEqualTo(CRLReason.KEY_COMPROMISE);
        assertThat(status.revocation().at()).isBefore(Instant.now().minus(Duration.ofHours(1)));
    }

    @Test
    void isUnknownForACertificateTheResponderDoesNotKnowOrThatNamesNoResponder() throws Exception {
        assertThat(source().statusOf(certificate("stranger"), certificate("ca"), Instant.now()).evidence())
                .endsWith("does not know the certificate");
        assertThat(source().statusOf(certificate("plain"), certificate("ca"), Instant.now()).evidence())
                .isEqualTo("the certificate names no OCSP responder");
    }

    @Test
    void refusesAnAnswerSignedByAResponderTheCaDidNotAuthorise() throws Exception {
        RevocationStatus status = source().statusOf(certificate("misled"), certificate("ca"), Instant.now());

        assertThat(status.known()).isFalse();
        assertThat(status.evidence()).endsWith("is signed by a responder its CA did not authorise (no id-kp-OCSPSigning)");
    }

    @Test
    void isUnknownWhenTheResponderIsDownHangsAnswersGarbageOrFloods() throws Exception {
        OcspSource source = source();
        X509Certificate ca = certificate("ca");
        assertThat(source.statusOf(certificate("down"), ca, Instant.now()).evidence()).contains("could not be asked");
        long started = System.nanoTime();
        assertThat(source.statusOf(certificate("hang"), ca, Instant.now()).evidence())
                .contains("no whole answer within 1000 ms");
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
        assertThat(source.statusOf(certificate("garbage"), ca, Instant.now()).evidence())
                .endsWith("gave an answer that is not well-formed OCSP");
        assertThat(source.statusOf(certificate("flood"), ca, Instant.now()).evidence())
                .contains("an answer larger than " + OcspSource.MAX_ANSWER + " bytes");
    }

    @Test
    void refusesAReplayedAnswerThatLacksTheNonceAskedWith() throws Exception {
        RevocationStatus status = source().statusOf(certificate("replay"), certificate("ca"), Instant.now());

        assertThat(status.known()).isFalse();
        assertThat(status.evidence()).endsWith("did not repeat the request's nonce");
    }

    @Test
    void readsAStapledAnswerWithoutANonceButNotPastItsMaximumAgeNorForAnotherCertificate() throws Exception {
        OcspSource source = source();
        X509Certificate replay = certificate("replay");
        X509Certificate ca = certificate("ca");

        assertThat(source.stapled(answerWithoutNonce, replay, ca, Instant.now()).state())
                .isEqualTo(RevocationStatus.State.GOOD);
        assertThat(source.stapled(answerWithoutNonce, replay, ca, Instant.now().plus(MAX_AGE).plusSeconds(60))
                .evidence()).startsWith("the stapled OCSP answer gave an answer of ").contains("stale since");
        assertThat(source.stapled(answerWithoutNonce, certificate("good"), ca, Instant.now()).evidence())
                .endsWith("gave no answer about this certificate");
        assertThat(source.stapled(new byte[OcspSource.MAX_ANSWER + 1], replay, ca, Instant.now()).known()).isFalse();
    }

    @Test
    void fetchesAnAnswerToStapleOnlyWhenTheResponderGivesASoundOne() throws Exception {
        X509Certificate good = certificate("good");
        X509Certificate ca = certificate("ca");

        byte[] answer = OcspSource.fetchAnswer(good, ca, TIMEOUT).orElseThrow();

        assertThat(source().stapled(answer, good, ca, Instant.now()).state()).isEqualTo(RevocationStatus.State.GOOD);
        assertThat(OcspSource.fetchAnswer(certificate("plain"), ca, TIMEOUT)).isEmpty();
        assertThat(OcspSource.fetchAnswer(certificate("misled"), ca, TIMEOUT)).isEmpty();
        assertThat(OcspSource.fetchAnswer(certificate("garbage"), ca, TIMEOUT)).isEmpty();
        assertThat(OcspSource.fetchAnswer(certificate("down"), ca, TIMEOUT)).isEmpty();
    }

    private static OcspSource source() {
        return new OcspSource(MAX_AGE, TIMEOUT);
    }

    @Test
    void asksAgainInTheBackgroundBeforeARememberedAnswerGoesStaleAndKeepsTheMessagePathOffTheResponder()
            throws Exception {
        OcspSource source = new OcspSource(Duration.ofSeconds(4), TIMEOUT);
        RevocationStatus first = source.statusOf(certificate("counted"), certificate("ca"), Instant.now());
        assertThat(first.state()).as(first.sentence()).isEqualTo(RevocationStatus.State.GOOD);
        assertThat(countedRequests.get()).isEqualTo(1);

        assertThat(source.statusOf(certificate("counted"), certificate("ca"), Instant.now())).isSameAs(first);
        sleepUntil(first.thisUpdate().plusMillis(3_200));
        assertThat(source.statusOf(certificate("counted"), certificate("ca"), Instant.now()))
                .as("answered from the old status while a new one is asked for").isSameAs(first);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (countedRequests.get() < 2 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(countedRequests.get()).as("one background request").isEqualTo(2);

        sleepUntil(first.nextUpdate().plusMillis(300));
        RevocationStatus later = source.statusOf(certificate("counted"), certificate("ca"), Instant.now());
        assertThat(later.state()).isEqualTo(RevocationStatus.State.GOOD);
        assertThat(later.thisUpdate()).isAfter(first.thisUpdate());
        assertThat(countedRequests.get()).as("past the old status's end, no request on the message path").isEqualTo(2);
    }

    @Test
    void aStatusIsDueForRefreshInTheLastQuarterOfItsLife() {
        Instant issued = Instant.parse("2026-11-28T10:00:00Z");
        RevocationStatus status = RevocationStatus.good("OCSP", "a responder", issued, issued.plusSeconds(3_600));

        assertThat(OcspSource.dueForRefresh(status, issued.plusSeconds(2_699))).isFalse();
        assertThat(OcspSource.dueForRefresh(status, issued.plusSeconds(2_700))).isTrue();
        assertThat(OcspSource.dueForRefresh(status, issued.plusSeconds(3_599))).isTrue();
    }

    private static void sleepUntil(Instant when) throws InterruptedException {
        long millis = Duration.between(Instant.now(), when).toMillis();
        if (millis > 0) {
            Thread.sleep(millis);
        }
    }

    /** Passes a request on to the authorised responder and counts it. */
    private static void forwardCounted(HttpExchange exchange) throws IOException {
        countedRequests.incrementAndGet();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + authorisedPort + "/"))
                .header("Content-Type", "application/ocsp-request")
                .POST(HttpRequest.BodyPublishers.ofByteArray(exchange.getRequestBody().readAllBytes())).build();
        try {
            answer(exchange, HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofByteArray()).body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exchange.close();
        }
    }

    private static X509Certificate certificate(String name) throws Exception {
        try (InputStream in = Files.newInputStream(dir.resolve(name + ".pem"))) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
    }

    private static void issueLeaf(String name, String serial, String responder) throws Exception {
        issue(name, serial, (responder == null ? "" : "authorityInfoAccess=OCSP;URI:" + responder + "\n")
                + "keyUsage=critical,digitalSignature\nbasicConstraints=CA:FALSE\n");
    }

    private static void issue(String name, String serial, String extensions) throws Exception {
        Files.writeString(dir.resolve(name + ".ext"), extensions);
        openssl("req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
                name + ".key", "-out", name + ".csr", "-subj", "/CN=" + name);
        openssl("x509", "-req", "-in", name + ".csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-set_serial",
                "0x" + serial, "-days", "10", "-extfile", name + ".ext", "-out", name + ".pem");
    }

    private static Process responder(int port, String signer) throws Exception {
        Process process = new ProcessBuilder("openssl", "ocsp", "-index", "index.txt", "-port", String.valueOf(port),
                "-rsigner", signer + ".pem", "-rkey", signer + ".key", "-CA", "ca.pem", "-nmin", "30")
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve(signer + ".log").toFile())
                .start();
        // Waits for its own word: a bare probe connection that sends nothing sets openssl 3.0's responder spinning.
        Path log = dir.resolve(signer + ".log");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline && process.isAlive()) {
            if (Files.readString(log).contains("waiting for OCSP client connections")) {
                return process;
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("openssl ocsp did not listen on " + port + ": "
                + Files.readString(dir.resolve(signer + ".log")));
    }

    /** An answer openssl's responder gives to openssl's own client when asked without a nonce. */
    private static Path fetchWithOpenssl(String name) throws Exception {
        openssl("ocsp", "-issuer", "ca.pem", "-cert", name + ".pem", "-url", "http://127.0.0.1:" + authorisedPort + "/",
                "-no_nonce", "-respout", name + ".ocsp", "-noverify");
        return dir.resolve(name + ".ocsp");
    }

    private static void openssl(String... arguments) throws Exception {
        String[] command = new String[arguments.length + 1];
        command[0] = "openssl";
        System.arraycopy(arguments, 0, command, 1, arguments.length);
        ExternalTool.run(dir, command).successfully();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static void answer(HttpExchange exchange, byte[] body) throws IOException {
        exchange.getRequestBody().readAllBytes();
        exchange.getResponseHeaders().add("Content-Type", "application/ocsp-response");
        exchange.sendResponseHeaders(200, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    private static void sleep(Runnable then) {
        try {
            Thread.sleep(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        then.run();
    }
}
