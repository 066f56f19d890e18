package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.DemoResponder;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.RevocationStatus;
import org.etp.ac.wire.Attachment;
import org.etp.prescriber.signing.OwnStaples;
import org.etp.prescriber.support.FakeIntake;
import org.etp.prescriber.support.FakeIntake.Submission;
import org.etp.prescriber.support.PrescriberTestSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A prescriber whose certificates name an OCSP responder (the demo's, on loopback): the app fetches the answer about
 * each of its signing certificates ahead of need and sends every prescription with its signer's chain and that
 * answer in the frame, which reads as a current "good" about exactly that certificate.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("demo")
@Import(PrescriberTestSupport.class)
class StapledSubmissionIntegrationTests {

    private static PkiDirectory pki;
    private static DemoResponder responder;

    @Autowired
    MockMvc mvc;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    FakeIntake intake;

    @Autowired
    OwnStaples staples;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        PrescriberTestSupport.register(registry, StapledSubmissionIntegrationTests::pkiWithResponder);
    }

    @AfterAll
    static void stopResponder() {
        responder.close();
    }

    @Test
    void sendsEachPrescriptionWithTheSignersChainAndACurrentAnswerAboutIt() throws Exception {
        X509Certificate hart = pki.prescriberCertificate("hart-rsa2048");
        await().atMost(Duration.ofSeconds(20)).until(() ->
                staples.attachment(SignerCertificateId.of(hart), false).isPresent());

        mvc.perform(prescription(mvc, "hart", "der", "rsa2048")).andExpect(redirectedUrl("/prescriptions"));
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox ORDER BY id DESC LIMIT 1", String.class);
        await().atMost(Duration.ofSeconds(10)).until(() -> intake.received().stream()
                .anyMatch(each -> each.id().value().equals(id)));

        Submission sent = intake.received().stream().filter(each -> each.id().value().equals(id)).findFirst()
                .orElseThrow();
        Attachment attachment = sent.attachment().orElseThrow();
        assertThat(attachment.certificates()).containsExactly(hart.getEncoded(),
                pki.prescriberCaCertificate().getEncoded());
        RevocationStatus status = new OcspSource(Duration.ofHours(1), Duration.ofSeconds(2)).stapled(
                attachment.ocspResponse().orElseThrow(), hart, pki.prescriberCaCertificate(), Instant.now());
        assertThat(status.state()).as(status.sentence()).isEqualTo(RevocationStatus.State.GOOD);
        assertThat(status.evidence()).isEqualTo("the stapled OCSP answer");
    }

    @Test
    void sendsNothingForACertificateItDoesNotHold() throws Exception {
        // the same doctor's certificate in another PKI: one this app never held
        X509Certificate stranger = DemoPki.init(Files.createTempDirectory("etp-stranger-pki"))
                .prescriberCertificate("hart-rsa2048");

        assertThat(staples.attachment(SignerCertificateId.of(stranger), true)).isEmpty();
    }

    /** A demo PKI whose prescriber certificates name a responder that runs for this class. */
    private static synchronized Path pkiWithResponder() {
        if (pki == null) {
            try (ServerSocket socket = new ServerSocket(0)) {
                int port = socket.getLocalPort();
                socket.close();
                pki = DemoPki.init(Files.createTempDirectory("etp-stapled-pki"), false,
                        PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.of(URI.create("http://127.0.0.1:" + port
                                + "/")));
                responder = DemoResponder.start(pki, new InetSocketAddress("127.0.0.1", port), Duration.ofMinutes(10));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return pki.path();
    }
}
