package org.etp.prescriber.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.RevocationSettings;
import org.etp.prescriber.support.DemoPkiDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/** {@code etp.pki.password} reaches the PKI directory the prescribers sign from; without it, the demo password does. */
class SigningConfigurationIntegrationTests {

    private final ApplicationContextRunner context = new ApplicationContextRunner()
            .withUserConfiguration(PkiPropertiesConfiguration.class, SigningConfiguration.class);

    @Test
    void signsFromAPkiMadeWithAnotherPasswordWithTheConfiguredOne(@TempDir Path dir) throws Exception {
        DemoPki.init(dir, false, "prescriber-secret".toCharArray());

        context.withPropertyValues("etp.pki.dir=" + dir, "etp.pki.password=prescriber-secret").run(started -> {
            PkiDirectory pki = started.getBean(PkiDirectory.class);
            assertThat(pki.signingIdentity("hart-ecp256").algorithm()).isEqualTo(SignatureAlgorithm.ECP256);
            assertThat(started.getBean(PkiProperties.class).toString()).doesNotContain("prescriber-secret");
        });
    }

    @Test
    void signsFromTheDemoPkiWithTheDemoPasswordByDefault() {
        context.withPropertyValues("etp.pki.dir=" + DemoPkiDirectory.path()).run(started -> {
            PkiDirectory pki = started.getBean(PkiDirectory.class);
            assertThat(pki.password()).isEqualTo(PkiLayout.DEMO_PASSWORD.toCharArray());
            assertThat(pki.signingIdentity("hart-rsa2048").algorithm()).isEqualTo(SignatureAlgorithm.RSA2048);
        });
    }

    @Test
    void stopsTheStartOnTheUnattendedTokenSetUp() {
        context.withPropertyValues("etp.pki.dir=" + DemoPkiDirectory.path(),
                "etp.signing.pkcs11.library=" + SoftHsm.LIBRARY, "etp.signing.pkcs11.token-label=no-such-token",
                "etp.signing.pkcs11.pin-file=" + SoftHsm.pinFile())
                .run(started -> assertThat(started).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("is no longer read"));
    }

    @Test
    void bindsEtpTrustItsAnchorsIncludedAndStopsOnAnAnchorFileThatHoldsNoCa() {
        Path root = DemoPkiDirectory.path().resolve(PkiLayout.ROOT_CA);
        Path prescriber = DemoPkiDirectory.path().resolve(PkiLayout.prescriberCertificate("hart-rsa2048"));

        context.withPropertyValues("etp.pki.dir=" + DemoPkiDirectory.path(), "etp.trust.anchors=" + root,
                "etp.trust.soft-fail=true").run(started -> {
                    RevocationSettings settings = started.getBean(RevocationSettings.class);
                    assertThat(settings.anchors()).containsExactly(root);
                    assertThat(settings.softFail()).isTrue();
                });
        context.withPropertyValues("etp.pki.dir=" + DemoPkiDirectory.path(), "etp.trust.anchors=" + prescriber)
                .run(started -> assertThat(started).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("no CA certificate"));
    }

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(PkiProperties.class)
    static class PkiPropertiesConfiguration {
    }
}
