package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.RevocationStatus;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.RequestFrame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code etp send --attach}: the signer's chain that {@code etp sample} writes beside a certificate travels in the
 * frame (seen by a recording intake, and accepted by a pharmacy that knows the prescriber today), a current OCSP
 * answer is stapled when the signer's certificate names a responder, and a missing chain sends nothing.
 */
class SendAttachIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy();

    @TempDir
    static Path work;

    @Test
    void sampleWritesTheSignersChainBelowTheAnchorSignerFirst() throws Exception {
        Path file = EtpCli.sample(pharmacy.pki(), "der", 31_001, work.resolve("chain.der"));
        PkiDirectory pki = PkiDirectory.open(pharmacy.pki());

        List<X509Certificate> chain = read(SignerChain.fileBeside(file));

        assertThat(chain).containsExactly(pki.defaultSigner(SignatureAlgorithm.RSA2048).certificate(),
                pki.prescriberCaCertificate());
        assertThat(chain).doesNotContain(pki.rootCertificate());
    }

    @Test
    void sendsTheChainFromTheSignerFileInFrontOfTheCertificate() throws Exception {
        Path file = EtpCli.sample(pharmacy.pki(), "xml", 31_002, work.resolve("attached.xml"));
        List<X509Certificate> chain = read(SignerChain.fileBeside(file));

        try (RecordingIntake intake = new RecordingIntake()) {
            EtpCli sent = EtpCli.run("send", "--target", intake.target(), "--attach", file);

            assertThat(sent.exitCode()).as(sent.err()).isZero();
            RequestFrame frame = intake.received().get(0);
            assertThat(frame.payload()).isEqualTo(Files.readAllBytes(file));
            Attachment attachment = frame.attachment().orElseThrow();
            assertThat(attachment.certificates()).containsExactly(chain.get(0).getEncoded(),
                    chain.get(1).getEncoded());
            assertThat(attachment.ocspResponse()).as("the demo PKI's certificates name no responder").isEmpty();
        }
    }

    @Test
    void aPharmacyThatKnowsThePrescriberAcceptsAnAttachedFrame() throws Exception {
        Path file = EtpCli.sample(pharmacy.pki(), "der", 31_003, work.resolve("accepted.der"));
        long before = pharmacy.storedPrescriptions();

        EtpCli sent = EtpCli.run("send", "--target", pharmacy.target(), "--attach", file);

        assertThat(sent.exitCode()).as(sent.err()).isZero();
        assertThat(sent.out()).startsWith(file + ": ACCEPTED ");
        assertThat(pharmacy.storedPrescriptions()).isEqualTo(before + 1);
    }

    @Test
    void aMissingSignerFileIsAnErrorNamingItAndNothingIsSent() throws Exception {
        Path kept = EtpCli.sample(pharmacy.pki(), "der", 31_004, work.resolve("kept.der"));
        Path bare = EtpCli.sample(pharmacy.pki(), "der", 31_005, work.resolve("bare.der"));
        Files.delete(SignerChain.fileBeside(bare));

        try (RecordingIntake intake = new RecordingIntake()) {
            EtpCli sent = EtpCli.run("send", "--target", intake.target(), "--attach", kept, bare);

            assertThat(sent.exitCode()).isEqualTo(ExitCode.FAILURE);
            assertThat(sent.err()).startsWith("error: " + SignerChain.fileBeside(bare) + " does not exist")
                    .doesNotContain("Exception", "\tat ");
            assertThat(sent.out()).isEmpty();
            Thread.sleep(200);
            assertThat(intake.received()).isEmpty();
        }
    }

    @Test
    void staplesACurrentOcspAnswerWhenTheSignersCertificateNamesAResponder() throws Exception {
        Path pki = EtpCli.pkiInit(work.resolve("ocsp-pki"));
        OcspVouchedPrescriber vouched = OcspVouchedPrescriber.start(pki, work);
        Path lee = vouched.certificate();
        Process responder = vouched.responder();
        try (RecordingIntake intake = new RecordingIntake()) {
            EtpCli imported = EtpCli.run("pki", "import", "--dir", pki, lee);
            assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
            Path file = work.resolve("lee.der");
            EtpCli sample = EtpCli.run("sample", "--pki", pki, "--signer", "lee-rsa2048", "--format", "der",
                    "--profile", "prescription", "--seed", 31_006, "--out", file);
            assertThat(sample.exitCode()).as(sample.err()).isZero();

            EtpCli sent = EtpCli.run("send", "--target", intake.target(), "--pki", pki, "--attach", file);

            assertThat(sent.exitCode()).as(sent.err()).isZero();
            Attachment attachment = intake.received().get(0).attachment().orElseThrow();
            X509Certificate signer = read(lee).get(0);
            assertThat(attachment.certificates()).as("issued by the anchor itself: the signer alone")
                    .containsExactly(signer.getEncoded());
            byte[] staple = attachment.ocspResponse().orElseThrow();
            RevocationStatus status = new OcspSource(Duration.ofHours(1), Duration.ofSeconds(2)).stapled(staple, signer,
                    read(vouched.ca().certificate()).get(0), Instant.now());
            assertThat(status.state()).as(status.sentence()).isEqualTo(RevocationStatus.State.GOOD);
        } finally {
            responder.destroyForcibly();
        }
    }

    private static List<X509Certificate> read(Path pem) throws Exception {
        try (InputStream in = Files.newInputStream(pem)) {
            return CertificateFactory.getInstance("X.509").generateCertificates(in).stream()
                    .map(X509Certificate.class::cast).toList();
        }
    }
}
