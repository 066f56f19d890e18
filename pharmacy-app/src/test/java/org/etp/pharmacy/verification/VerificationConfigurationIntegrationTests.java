package org.etp.pharmacy.verification;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.xml.XmlEngine;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code etp.pki.password} reaches the PKI directory the pharmacy opens; without it, the demo password does.
 * {@code etp.verification.xml-engine} chooses the verifier's XML engine, {@code template} by default.
 */
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

    @ParameterizedTest
    @EnumSource(XmlEngine.class)
    void verifiesXmlWithTheConfiguredEngine(XmlEngine engine) {
        context.withPropertyValues("etp.pki.dir=" + TestPki.dir(), "etp.verification.xml-engine=" + engine.id())
                .run(started -> assertThat(started.getBean(CurrentTrust.class).verifier().engine(WireFormat.XML))
                        .isEqualTo(engine.id()));
    }

    @Test
    void verifiesXmlWithTheTemplateEngineByDefault() {
        context.withPropertyValues("etp.pki.dir=" + TestPki.dir()).run(started -> {
            CurrentTrust trust = started.getBean(CurrentTrust.class);
            assertThat(trust.verifier().engine(WireFormat.XML)).isEqualTo(XmlEngine.TEMPLATE.id());
            trust.refresh();
            assertThat(trust.verifier().engine(WireFormat.XML)).isEqualTo(XmlEngine.TEMPLATE.id());
        });
    }

    @Test
    void refusesToStartWithAnUnknownXmlEngine() {
        context.withPropertyValues("etp.pki.dir=" + TestPki.dir(), "etp.verification.xml-engine=sax")
                .run(started -> assertThat(started).hasFailed());
    }
}
