package org.etp.prescriber.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TokenKeys;
import org.etp.ac.trust.TrustException;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.mock.env.MockEnvironment;

/**
 * Prescribers' keys from a PKCS#11 token (SoftHSM2) named by {@code etp.signing.pkcs11.*}: a prescriber signs
 * through the token, and the app refuses to start when a prescriber's Ed25519 key is said to be in the token.
 */
class SigningTokenIntegrationTests {

    @TempDir
    static Path dir;

    static Pkcs11Token token;
    static PkiDirectory pki;

    @BeforeAll
    static void prescribersKeysInTheToken() throws Exception {
        token = SoftHsm.open(SoftHsm.PRESCRIBER);
        pki = DemoPki.init(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), token);
    }

    @Test
    void signsAsAPrescriberWhoseKeyIsInTheToken() throws Exception {
        SigningToken signingToken = SigningToken.configured(settings(), pki);
        SigningIdentity hart = pki.signingIdentity("hart-ecp256", signingToken);
        byte[] signed = WireFormat.XML.codec().encode(new SampleGenerator(8).certificate(Profile.PRESCRIPTION,
                PrescriberIdentity.fromSubject(hart.subject()), LocalDate.now(ZoneOffset.UTC)), hart);

        new PrescriptionVerifier(PrescriberRegistry.load(pki), VerificationPolicy.strict(), Clock.systemUTC())
                .verify(WireFormat.XML, signed);
        assertThat(hart.inToken()).isTrue();
    }

    @Test
    void refusesATokenKeyWhenNoTokenIsConfigured() throws Exception {
        SigningToken none = SigningToken.configured(new MockEnvironment(), pki);

        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> pki.signingIdentity("hart-rsa2048", none))
                .withMessageContaining("no token is configured here");
    }

    @Test
    void refusesToStartWhenAnEd25519KeyIsSaidToBeInTheToken() throws Exception {
        Path claimed = dir.resolve("claimed");
        DemoPki.init(claimed, false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), null);
        Files.writeString(claimed.resolve(PkiLayout.TOKEN_KEYS), TokenKeys.none()
                .with("hart-ed25519", token.label(), token.library()).text());

        assertThatExceptionOfType(TrustException.class).isThrownBy(() -> SigningToken.configured(settings(),
                PkiDirectory.open(claimed))).withMessageContaining("hart-ed25519")
                .withMessageContaining("SunPKCS11 provider has no Ed25519");
    }

    private static MockEnvironment settings() {
        return new MockEnvironment().withProperty("etp.signing.pkcs11.library", SoftHsm.LIBRARY.toString())
                .withProperty("etp.signing.pkcs11.token-label", SoftHsm.PRESCRIBER)
                .withProperty("etp.signing.pkcs11.pin-file", SoftHsm.pinFile().toString());
    }
}
