package org.etp.prescriber.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;
import org.etp.prescriber.support.DemoPkiDirectory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The connector over a real socket, against a minimal intake that speaks the wire protocol. */
class IntakeClientConnectorIntegrationTests {

    private static final StageTimings TIMINGS = new StageTimings(1, 2, 3, 4, 12);

    private final PkiDirectory pki = DemoPkiDirectory.get();
    private final SenderProperties properties = new SenderProperties(Duration.ofSeconds(1), Duration.ofSeconds(2),
            Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(1), 8,
            SenderProperties.Attach.STAPLED);
    private final IntakeClientConnector connector = new IntakeClientConnector(pki, properties);
    private final List<Optional<Attachment>> attachments = new CopyOnWriteArrayList<>();
    private ServerSocket server;

    @AfterEach
    void closeServer() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void sendsSeveralCertificatesOverOneConnectionAndReadsTheAnswers() throws Exception {
        startIntake();
        try (IntakeLink link = connector.connect(pharmacy(server.getLocalPort()))) {
            for (int seed = 1; seed <= 3; seed++) {
                PrescriptionCertificate certificate = certificate(seed);
                byte[] der = WireFormat.DER.codec().encode(certificate, pki.defaultSigner(
                        SignatureAlgorithm.RSA2048));

                ResponseFrame answer = link.submit(WireFormat.DER, der, Optional.empty()).get(5, TimeUnit.SECONDS);

                assertThat(answer.status()).isEqualTo(ResponseStatus.ACCEPTED);
                assertThat(answer.prescriptionId()).contains(certificate.prescriptionId());
                assertThat(answer.timings()).isEqualTo(TIMINGS);
            }
            assertThat(link.isOpen()).isTrue();
        }
    }

    @Test
    void sendsTheSignersChainAndItsOcspAnswerInTheFrameWhenGiven() throws Exception {
        startIntake();
        Attachment chain = new Attachment(List.of(pki.prescriberCertificate("hart-rsa2048").getEncoded(),
                pki.prescriberCaCertificate().getEncoded()), Optional.of(new byte[] {0x30, 0x03, 0x0A, 0x01, 0x06}));
        try (IntakeLink link = connector.connect(pharmacy(server.getLocalPort()))) {
            byte[] der = WireFormat.DER.codec().encode(certificate(4), pki.defaultSigner(SignatureAlgorithm.RSA2048));

            assertThat(link.submit(WireFormat.DER, der, Optional.of(chain)).get(5, TimeUnit.SECONDS).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
            assertThat(link.submit(WireFormat.DER, der, Optional.empty()).get(5, TimeUnit.SECONDS).status())
                    .isEqualTo(ResponseStatus.ACCEPTED);
        }
        assertThat(attachments).containsExactly(Optional.of(chain), Optional.empty());
    }

    @Test
    void failsToConnectWhenNothingListens() throws Exception {
        int port;
        try (ServerSocket closed = new ServerSocket(0)) {
            port = closed.getLocalPort();
        }
        assertThatThrownBy(() -> connector.connect(pharmacy(port))).isInstanceOf(IOException.class);
    }

    private void startIntake() throws IOException {
        server = new ServerSocket(0);
        Thread thread = new Thread(() -> {
            try (Socket socket = server.accept(); InputStream in = socket.getInputStream();
                    OutputStream out = socket.getOutputStream()) {
                Frames frames = new Frames();
                Optional<RequestFrame> request;
                while ((request = frames.readRequest(in)).isPresent()) {
                    attachments.add(request.get().attachment());
                    var id = request.get().format().codec().decode(request.get().payload()).parse().prescriptionId();
                    frames.write(ResponseFrame.accepted(request.get().requestId(), id, TIMINGS), out);
                    out.flush();
                }
            } catch (Exception e) {
                // the test ends the server by closing it
            }
        }, "test-intake");
        thread.setDaemon(true);
        thread.start();
    }

    private static PharmacyProperties.Pharmacy pharmacy(int port) {
        return new PharmacyProperties.Pharmacy("Riverside Pharmacy", "FA123", "127.0.0.1:" + port, false);
    }

    private PrescriptionCertificate certificate(long seed) throws Exception {
        return new SampleGenerator(seed).certificate(Profile.PRESCRIPTION,
                pki.prescribers().get(0).identity(), LocalDate.now());
    }
}
