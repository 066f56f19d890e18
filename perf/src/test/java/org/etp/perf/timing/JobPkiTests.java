package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.RegistryBuilder;
import org.etp.ac.wire.Attachment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JobPkiTests {

    @TempDir
    Path dir;

    @Test
    void makesAFreshDemoPkiAndDeletesItWhenClosed() throws Exception {
        Path made;
        try (JobPki pki = JobPki.open(Optional.empty(), "etp-job-pki-test")) {
            made = pki.pki().path();
            assertThat(made).isDirectory();
            assertThat(pki.describe()).isEqualTo("a fresh demo PKI (deleted afterwards)");
        }
        assertThat(made).doesNotExist();
    }

    @Test
    void usesTheDirectoryGivenAndLeavesItThere() throws Exception {
        Path given = DemoPki.init(dir.resolve("pki")).path();

        try (JobPki pki = JobPki.open(Optional.of(given), "etp-job-pki-test")) {
            assertThat(pki.pki().path()).isEqualTo(given);
            assertThat(pki.describe()).isEqualTo(given.toString());
        }
        assertThat(given).isDirectory();
    }

    @Test
    void saysWhenThePkiCannotBeUsed() {
        assertThatThrownBy(() -> JobPki.open(Optional.of(dir.resolve("missing")), "etp-job-pki-test"))
                .isInstanceOf(TimingException.class).hasMessageStartingWith("the PKI could not be used: ");
    }

    @Test
    void attachesTheSignersChainWithAStapleTheRegistryTakesUntilItGoesStale() throws Exception {
        try (JobPki pki = JobPki.open(Optional.of(DemoPki.init(dir.resolve("pki")).path()), "etp-job-pki-test")) {
            SigningIdentity signer = pki.pki().defaultSigner(SignatureAlgorithm.RSA2048);
            Instant now = Instant.now();

            Attachment attachment = pki.attachment(signer, now, Duration.ofHours(1));

            assertThat(attachment.certificates()).containsExactly(signer.certificate().getEncoded(),
                    pki.pki().prescriberCaCertificate().getEncoded());
            // a pharmacy's registry, its responder never reachable: only the staple can vouch for the signer
            PrescriberRegistry registry = RegistryBuilder.of(pki.pki())
                    .revocationSource(new OcspSource(Duration.ofHours(1), Duration.ofMillis(1))).build();
            assertThat(registry.signer(signer.subject(), SignatureAlgorithm.RSA2048, Optional.empty(),
                    attachment.certificates(), attachment.ocspResponse(), now.plus(Duration.ofMinutes(59)))
                    .certificate()).isEqualTo(signer.certificate());
            PrescriberRegistry later = RegistryBuilder.of(pki.pki())
                    .revocationSource(new OcspSource(Duration.ofHours(1), Duration.ofMillis(1))).build();
            assertThatThrownBy(() -> later.signer(signer.subject(), SignatureAlgorithm.RSA2048, Optional.empty(),
                    attachment.certificates(), attachment.ocspResponse(), now.plus(Duration.ofMinutes(61))))
                    .isInstanceOf(VerificationException.class)
                    .extracting(e -> ((VerificationException) e).reason()).isEqualTo(Reason.REVOCATION_UNKNOWN);
        }
    }

    @Test
    void refusesToAttachWithoutThePrescriberCasKey() throws Exception {
        Path given = DemoPki.init(dir.resolve("pki")).path();
        try (JobPki pki = JobPki.open(Optional.of(given), "etp-job-pki-test")) {
            SigningIdentity signer = pki.pki().defaultSigner(SignatureAlgorithm.RSA2048);
            Files.delete(given.resolve(PkiLayout.PRESCRIBER_CA_KEY_STORE));

            assertThatThrownBy(() -> pki.attachment(signer, Instant.now(), Duration.ofHours(1)))
                    .isInstanceOf(TimingException.class)
                    .hasMessageStartingWith("the attached variant needs the prescriber CA's key");
        }
    }
}
