package org.etp.ac.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.wire.ResponseStatus;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link IntakeClient} over TLS 1.3 with the demo PKI's certificates, against a JDK TLS server. */
class IntakeClientTlsIntegrationTests {

    private static final byte[] CERTIFICATE = {0x30, 0x03, 0x02, 0x01, 0x01};

    @TempDir
    static Path work;

    static PkiDirectory pki;

    @BeforeAll
    static void createPki() throws Exception {
        pki = DemoPki.init(work.resolve("pki"));
    }

    @Test
    void speaksMutualTls13PresentingThePrescriberServiceCertificate() throws Exception {
        try (var intake = TestIntake.tls(TlsContexts.server(pki));
                var client = IntakeClient.connect(intake.settings().withTls(TlsContexts.client(pki)))) {
            var response = client.submit(WireFormat.DER, true, CERTIFICATE);
            intake.accept(intake.nextRequest());

            assertThat(response.get(5, TimeUnit.SECONDS).status()).isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(intake.protocol()).isEqualTo("TLSv1.3");
            assertThat(intake.clientPrincipal()).hasValueSatisfying(
                    subject -> assertThat(subject.getName()).contains("CN=ETP Demo Prescriber Service"));
        }
    }

    @Test
    void closesATlsConnectionPromptlyWhileTheReaderWaits() throws Exception {
        try (var intake = TestIntake.tls(TlsContexts.server(pki))) {
            var client = IntakeClient.connect(intake.settings().withTls(TlsContexts.client(pki)));
            var waiting = client.submit(WireFormat.DER, true, CERTIFICATE);
            intake.nextRequest();
            long start = System.nanoTime();

            client.close();

            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
            assertThat(waiting).isCompletedExceptionally();
        }
    }

    @Test
    void aServerThatWantsAClientCertificateRefusesAClientWithout() throws Exception {
        try (var intake = TestIntake.tls(TlsContexts.server(pki))) {
            var settings = intake.settings().withTls(TlsContexts.clientWithoutCertificate(pki));

            // In TLS 1.3 the client may finish its handshake before the server refuses it: the refusal
            // then arrives as an alert on the first read, and fails the request instead of the connect.
            Throwable failure;
            try (var client = IntakeClient.connect(settings)) {
                failure = catchFailure(() -> client.submit(WireFormat.DER, true, CERTIFICATE).get(5, TimeUnit.SECONDS));
            } catch (IntakeConnectionException e) {
                failure = e;
            }

            assertThat(failure).isInstanceOf(IntakeConnectionException.class);
            assertThat(intake.clientPrincipal()).isEmpty();
        }
    }

    @Test
    void refusesAServerWhoseCertificateIsNotUnderItsRoot() throws Exception {
        PkiDirectory stranger = DemoPki.init(work.resolve("stranger"));
        try (var intake = TestIntake.tls(TlsContexts.server(stranger))) {
            var settings = intake.settings().withTls(TlsContexts.client(pki));

            assertThatThrownBy(() -> IntakeClient.connect(settings)).isInstanceOf(IntakeConnectionException.class)
                    .hasMessageStartingWith("TLS handshake with " + intake.address() + " failed: ");
        }
    }

    @Test
    void givesUpAHandshakeThatGetsNoAnswerWithinTheConnectTimeout() throws Exception {
        try (var silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            var settings = ClientSettings.of(new IntakeAddress("127.0.0.1", silent.getLocalPort()))
                    .withTls(TlsContexts.client(pki)).withConnectTimeout(Duration.ofMillis(300));

            assertThatThrownBy(() -> IntakeClient.connect(settings)).isInstanceOf(IntakeConnectionException.class)
                    .hasMessageContaining("TLS handshake").hasMessageContaining("no answer within 300 ms");
        }
    }

    private static Throwable catchFailure(ThrowingCall call) {
        try {
            call.run();
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (Exception e) {
            return e;
        }
        throw new AssertionError("the call succeeded");
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws Exception;
    }
}
