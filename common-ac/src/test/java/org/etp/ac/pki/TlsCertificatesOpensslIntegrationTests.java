package org.etp.ac.pki;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.etp.ac.testing.ExternalTool;
import org.etp.ac.trust.PkiLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo PKI's TLS certificates as {@code openssl} judges them: each chains to the root through the
 * service CA and is good for its own purpose only, and the key stores open with the demo password.
 */
class TlsCertificatesOpensslIntegrationTests {

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws Exception {
        DemoPki.init(dir);
    }

    @Test
    void opensslAcceptsThePrescriberServiceCertificateForTlsClientsOnly() throws Exception {
        assertThat(verify("sslclient", PkiLayout.PRESCRIBER_TLS).successfully()).contains(": OK");
        assertThat(verify("sslserver", PkiLayout.PRESCRIBER_TLS).exitCode()).isNotZero();
    }

    @Test
    void opensslAcceptsThePharmacyCertificateForTlsServersOnly() throws Exception {
        assertThat(verify("sslserver", PkiLayout.PHARMACY_TLS).successfully()).contains(": OK");
        assertThat(verify("sslclient", PkiLayout.PHARMACY_TLS).exitCode()).isNotZero();
    }

    @Test
    void opensslOpensTheClientKeyStoreWithTheDemoPassword() throws Exception {
        String contents = ExternalTool.run(dir, "openssl", "pkcs12", "-in", PkiLayout.PRESCRIBER_TLS_KEY_STORE,
                "-passin", "pass:" + PkiLayout.DEMO_PASSWORD, "-nodes").successfully();

        assertThat(contents).contains("friendlyName: " + PkiLayout.PRESCRIBER_TLS_ALIAS)
                .contains("-----BEGIN PRIVATE KEY-----").contains("ETP Demo Prescriber Service");
    }

    private static ExternalTool.Result verify(String purpose, String certificate) throws Exception {
        return ExternalTool.run(dir, "openssl", "verify", "-CAfile", PkiLayout.ROOT_CA, "-untrusted",
                PkiLayout.SERVICE_CA, "-purpose", purpose, certificate);
    }
}
