package org.etp.pharmacy.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import org.etp.ac.audit.AccessCheckpoint;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.mock.env.MockEnvironment;

/**
 * The pharmacy's signing key taken from a PKCS#11 token (SoftHSM2) when {@code etp.signing.pkcs11.*} names one: it
 * signs the access audit's checkpoints inside the token, and the pharmacy refuses to start on an unknown label, a
 * wrong PIN or a token without its key, saying which.
 */
class PharmacyKeyTokenIntegrationTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;

    @BeforeAll
    static void pharmacyKeyInTheToken() throws Exception {
        pki = DemoPki.init(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(),
                SoftHsm.open(SoftHsm.PHARMACY));
    }

    @Test
    void signsCheckpointsWithTheKeyInTheToken() throws Exception {
        PharmacyKey key = new PharmacyKey(pki, Clock.systemUTC(), settings(SoftHsm.PHARMACY));
        AccessCheckpoint checkpoint = new AccessCheckpoint(3, Instant.now(), "node-1",
                HexFormat.of().parseHex("11".repeat(32)));

        byte[] signature = key.signAccessCheckpoint(checkpoint);

        DetachedSignatures.verify(Optional.of(SignatureAlgorithm.ECP256), key.certificate().getPublicKey(),
                checkpoint.content(), 0, checkpoint.content().length, signature);
        assertThat(key.certificate().getSubjectX500Principal()).isEqualTo(DemoPki.PHARMACY_SIGNING_NAME);
    }

    @Test
    void refusesToStartWithoutTheTokenItsDirectoryNames() {
        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> new PharmacyKey(pki, Clock.systemUTC(),
                new MockEnvironment())).withMessageContaining("held in the PKCS#11 token '" + SoftHsm.PHARMACY + "'");
    }

    @Test
    void refusesToStartOnAnUnknownLabelNamingThoseThere() {
        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> new PharmacyKey(pki, Clock.systemUTC(),
                settings("no-such-token"))).withMessageContaining("no PKCS#11 token labelled 'no-such-token'")
                .withMessageContaining("'" + SoftHsm.PHARMACY + "'");
    }

    @Test
    void refusesToStartOnAWrongPin() throws Exception {
        MockEnvironment wrong = settings(SoftHsm.token(SoftHsm.WRONG_PIN));
        Path pin = java.nio.file.Files.writeString(dir.resolve("wrong.pin"), "not-the-pin\n");
        wrong.setProperty("etp.signing.pkcs11.pin-file", pin.toString());

        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> new PharmacyKey(pki, Clock.systemUTC(),
                wrong)).withMessageContaining("the PIN of the token '" + SoftHsm.WRONG_PIN + "' is wrong")
                .withMessageNotContaining("not-the-pin");
    }

    @Test
    void refusesToStartWithATokenThatHoldsNoPharmacyKey() {
        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> new PharmacyKey(pki, Clock.systemUTC(),
                settings(SoftHsm.token(SoftHsm.PRESCRIBER)))).withMessageContaining("holds no key 'pharmacy-signing'");
    }

    private static MockEnvironment settings(String label) {
        return new MockEnvironment().withProperty("etp.signing.pkcs11.library", SoftHsm.LIBRARY.toString())
                .withProperty("etp.signing.pkcs11.token-label", label)
                .withProperty("etp.signing.pkcs11.pin-file", SoftHsm.pinFile().toString());
    }
}
