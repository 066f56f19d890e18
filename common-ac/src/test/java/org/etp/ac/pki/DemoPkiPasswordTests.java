package org.etp.ac.pki;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A PKI made with a password of its own: its key stores open with that password alone, never written down. */
class DemoPkiPasswordTests {

    private static final String PASSWORD = "not the demo's";

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws Exception {
        DemoPki.init(dir, false, PASSWORD.toCharArray());
    }

    @Test
    void opensEveryKeyWithThePasswordThePkiWasMadeWith() throws Exception {
        PkiDirectory pki = PkiDirectory.open(dir, PASSWORD.toCharArray());

        assertThat(pki.defaultSigner(SignatureAlgorithm.ED25519).algorithm()).isEqualTo(SignatureAlgorithm.ED25519);
        assertThat(pki.pharmacyTlsKeyStore().getKey(PkiLayout.PHARMACY_TLS_ALIAS, pki.password())).isNotNull();
        assertThat(pki.prescriberTlsKeyStore().getKey(PkiLayout.PRESCRIBER_TLS_ALIAS, pki.password())).isNotNull();
        assertThat(DemoPki.prescriberCa(pki).subject()).isEqualTo(DemoPki.PRESCRIBER_CA_NAME);
    }

    @Test
    void keepsThePasswordWhenReopened() throws Exception {
        PkiDirectory reopened = PkiDirectory.open(dir, PASSWORD.toCharArray()).reopen();

        assertThat(reopened.password()).isEqualTo(PASSWORD.toCharArray());
        assertThat(reopened.signingIdentity("patel-ecp256").algorithm()).isEqualTo(SignatureAlgorithm.ECP256);
    }

    @Test
    void refusesTheDemoPasswordNamingTheKeyStoreAndTheSetting() throws Exception {
        PkiDirectory withDemoPassword = PkiDirectory.open(dir);

        assertThatThrownBy(() -> withDemoPassword.signingIdentity("hart-rsa2048")).isInstanceOf(TrustException.class)
                .hasMessageContaining(PkiLayout.prescriberKeyStore("hart-rsa2048"))
                .hasMessageContaining("etp.pki.password");
        assertThatThrownBy(withDemoPassword::pharmacyTlsKeyStore).isInstanceOf(TrustException.class)
                .hasMessageContaining(PkiLayout.PHARMACY_TLS_KEY_STORE);
    }

    @Test
    void neverWritesThePasswordDown() throws Exception {
        String manifest = Files.readString(dir.resolve(PkiLayout.MANIFEST));

        assertThat(manifest).doesNotContain(PASSWORD).doesNotContain(PkiLayout.DEMO_PASSWORD)
                .contains("protected by the password given when it was made");
    }
}
