package org.etp.pharmacy.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.PharmacyApplication;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.IntakeSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A prescriber revoked in a new CRL is refused once the registry is reloaded, without a restart. The
 * application runs on a PKI of its own, since the test rewrites its CRL.
 */
class RegistryRefreshIntegrationTests {

    private static PkiDirectory pki;
    private static ConfigurableApplicationContext context;
    private static IntakeServer intake;
    private static CurrentTrust trust;

    @BeforeAll
    static void start() throws Exception {
        pki = DemoPki.init(Files.createTempDirectory("etp-refresh").resolve("pki"));
        TestDatabase database = TestDatabase.create("etp_refresh");
        // Arguments, not builder properties: those are defaults that application.properties would override.
        context = new SpringApplicationBuilder(PharmacyApplication.class).run("--server.port=0",
                "--etp.intake.port=0", "--etp.pki.dir=" + pki.path(), "--spring.datasource.url=" + database.url(),
                "--spring.datasource.username=" + database.username());
        intake = context.getBean(IntakeServer.class);
        trust = context.getBean(CurrentTrust.class);
    }

    @AfterAll
    static void stop() {
        context.close();
    }

    @Test
    void refusesAPrescriberRevokedByANewCrlOnceTheRegistryIsReloaded() throws Exception {
        SigningIdentity okafor = pki.signingIdentity("okafor-rsa2048");
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, prescription(okafor, 1)).status()).isEqualTo(ResponseStatus.ACCEPTED);

            publishCrlRevoking(okafor, pki.prescriberCertificate("vane-rsa2048"));
            assertThat(socket.submit(WireFormat.DER, prescription(okafor, 2)).status())
                    .as("in force until reloaded").isEqualTo(ResponseStatus.ACCEPTED);
            trust.refresh();

            ResponseFrame refused = socket.submit(WireFormat.DER, prescription(okafor, 3));
            assertThat(refused.status()).isEqualTo(ResponseStatus.REJECTED);
            assertThat(refused.reason()).contains(Reason.REVOKED);
        }
    }

    @Test
    void keepsTheRegistryInForceWhenTheDirectoryCannotBeRead() throws Exception {
        Path crl = pki.path().resolve(PkiLayout.PRESCRIBER_CA_CRL);
        byte[] good = Files.readAllBytes(crl);
        Files.writeString(crl, "not a CRL");
        try {
            trust.refresh();
        } finally {
            Files.write(crl, good);
        }
        SigningIdentity hart = pki.signingIdentity("hart-ecp256");

        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, prescription(hart, 4)).status()).isEqualTo(ResponseStatus.ACCEPTED);
        }
    }

    private static byte[] prescription(SigningIdentity signer, long seed) throws Exception {
        var identity = PrescriberIdentity.fromSubject(signer.certificate().getSubjectX500Principal());
        var certificate = new SampleGenerator(7_000_000 + seed).certificate(Profile.PRESCRIPTION, identity,
                LocalDate.now(ZoneOffset.UTC));
        return WireFormat.DER.codec().encode(certificate, signer);
    }

    private static void publishCrlRevoking(SigningIdentity signer, X509Certificate alsoRevoked)
            throws Exception {
        Instant now = Instant.now();
        var crl = DemoPki.prescriberCa(pki).issueCrl(List.of(alsoRevoked, signer.certificate()), CRLReason.KEY_COMPROMISE,
                now.minusSeconds(60), now.plus(Duration.ofDays(30)));
        String pem = "-----BEGIN X509 CRL-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(crl.getEncoded())
                + "\n-----END X509 CRL-----\n";
        Files.writeString(pki.path().resolve(PkiLayout.PRESCRIBER_CA_CRL), pem);
    }
}
