package org.etp.prescriber.signing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TokenKeys;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.support.TokenPkiDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.mock.env.MockEnvironment;

/**
 * The prescribers' own tokens (SoftHSM2) the PKI directory names, opened locked at start: each prescriber's key is
 * found in their token, none signs without an unlock, and the start stops on a token that is not there, on a
 * prescriber's Ed25519 key said to be in a token, and on the old unattended set-up, a token unlocked from a PIN file.
 */
class PrescriberTokensIntegrationTests {

    @TempDir
    static Path dir;

    @Test
    void opensEachPrescribersOwnTokenLocked() throws Exception {
        PrescriberTokens tokens = PrescriberTokens.configured(library(), TokenPkiDirectory.get());

        assertThat(tokens.labelOf("hart-rsa2048")).contains(SoftHsm.HART);
        assertThat(tokens.labelOf("hart-ecp256")).contains(SoftHsm.HART);
        assertThat(tokens.labelOf("okafor-rsa2048")).contains(SoftHsm.OKAFOR);
        assertThat(tokens.inToken("hart-ed25519")).as("no token holds Ed25519").isFalse();
        assertThat(tokens.inToken("patel-ecp256")).isFalse();
        assertThat(tokens.token(SoftHsm.HART).unlocked()).isFalse();
    }

    @Test
    void findsTheLibraryInThePkiDirectoryWhenNoneIsConfigured() throws Exception {
        PrescriberTokens tokens = PrescriberTokens.configured(new MockEnvironment(), TokenPkiDirectory.get());

        assertThat(tokens.token(SoftHsm.OKAFOR).library()).isEqualTo(SoftHsm.LIBRARY);
    }

    @Test
    void refusesTheUnattendedSetUpOfATokenUnlockedFromAPinFile() {
        MockEnvironment unattended = library().withProperty("etp.signing.pkcs11.token-label", SoftHsm.PRESCRIBER)
                .withProperty("etp.signing.pkcs11.pin-file", SoftHsm.pinFile().toString());

        assertThatExceptionOfType(TrustException.class)
                .isThrownBy(() -> PrescriberTokens.configured(unattended, TokenPkiDirectory.get()))
                .withMessageContaining("is no longer read").withMessageContaining("unlocks their own token");
    }

    @Test
    void stopsTheStartOnATokenThatIsNotThere() throws Exception {
        Path missing = dir.resolve("missing");
        DemoPki.init(missing, false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), null);
        Files.writeString(missing.resolve(PkiLayout.TOKEN_KEYS), TokenKeys.none()
                .with("okafor-rsa2048", "no-such-token", SoftHsm.LIBRARY).text());

        assertThatExceptionOfType(TrustException.class)
                .isThrownBy(() -> PrescriberTokens.configured(library(), PkiDirectory.open(missing)))
                .withMessageContaining("no PKCS#11 token labelled 'no-such-token'")
                .withMessageContaining("'" + SoftHsm.OKAFOR + "'");
    }

    @Test
    void refusesToStartWhenAnEd25519KeyIsSaidToBeInAToken() throws Exception {
        Path claimed = dir.resolve("claimed");
        DemoPki.init(claimed, false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), null);
        Files.writeString(claimed.resolve(PkiLayout.TOKEN_KEYS), TokenKeys.none()
                .with("hart-ed25519", SoftHsm.token(SoftHsm.HART), SoftHsm.LIBRARY).text());

        assertThatExceptionOfType(TrustException.class)
                .isThrownBy(() -> PrescriberTokens.configured(library(), PkiDirectory.open(claimed)))
                .withMessageContaining("hart-ed25519").withMessageContaining("SunPKCS11 provider has no Ed25519");
    }

    private static MockEnvironment library() {
        return new MockEnvironment().withProperty("etp.signing.pkcs11.library", SoftHsm.LIBRARY.toString());
    }
}
