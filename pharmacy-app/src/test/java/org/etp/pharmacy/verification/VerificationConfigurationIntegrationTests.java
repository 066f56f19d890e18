package org.etp.pharmacy.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** {@code etp.pki.password} reaches the PKI directory the pharmacy opens; without it, the demo password does. */
class VerificationConfigurationIntegrationTests {

    private final ApplicationContextRunner context = new ApplicationContextRunner()
            .withUserConfiguration(VerificationConfiguration.class);

    @Test
    void opensAPkiMadeWithAnotherPasswordWithTheConfiguredOne(@TempDir Path dir) throws Exception {
        DemoPki.init(dir, false, "pharmacy-secret".toCharArray());

        context.withPropertyValues("etp.pki.dir=" + dir, "etp.pki.password=pharmacy-secret").run(started -> {
            PkiDirectory pki = started.getBean(PkiDirectory.class);
            assertThat(pki.password()).isEqualTo("pharmacy-secret".toCharArray());
            assertThat(pki.pharmacyTlsKeyStore().isKeyEntry(PkiLayout.PHARMACY_TLS_ALIAS)).isTrue();
        });
    }

    @Test
    void opensTheDemoPkiWithTheDemoPasswordByDefault() {
        context.withPropertyValues("etp.pki.dir=" + TestPki.dir()).run(started -> {
            PkiDirectory pki = started.getBean(PkiDirectory.class);
            assertThat(pki.password()).isEqualTo(PkiLayout.DEMO_PASSWORD.toCharArray());
            assertThat(pki.pharmacyTlsKeyStore().isKeyEntry(PkiLayout.PHARMACY_TLS_ALIAS)).isTrue();
        });
    }
}
