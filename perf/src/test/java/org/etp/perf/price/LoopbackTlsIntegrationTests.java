package org.etp.perf.price;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LoopbackTlsIntegrationTests {

    @TempDir
    static Path dir;

    private static PkiDirectory pki;

    @BeforeAll
    static void makePki() throws Exception {
        pki = DemoPki.init(dir.resolve("pki"));
    }

    @ParameterizedTest
    @CsvSource({"RSA2048, false, RSA", "RSA2048, true, RSA", "ECP256, false, EC", "ECP256, true, EC"})
    void everyConnectionIsAFullTls13HandshakeWithTheChosenServerKey(SignatureAlgorithm serverKey,
            boolean clientAuthentication, String keyAlgorithm) throws Exception {
        try (LoopbackTls tls = LoopbackTls.start(pki, new HandshakeSetup(serverKey, clientAuthentication))) {
            for (int i = 0; i < 4; i++) {
                LoopbackTls.Connection connection = tls.connect();

                assertThat(connection.protocol()).isEqualTo("TLSv1.3");
                assertThat(connection.serverKeyAlgorithm()).isEqualTo(keyAlgorithm);
                assertThat(connection.clientVerified()).isEqualTo(clientAuthentication);
            }
            assertThat(tls.fullHandshakes()).as("no connection resumed an earlier session").isEqualTo(4);
        }
    }

    @Test
    void refusesEd25519ServiceCertificatesAsNotCompared() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new HandshakeSetup(SignatureAlgorithm.ED25519, false))
                .withMessageContaining("rsa2048 or ecp256");
    }
}
