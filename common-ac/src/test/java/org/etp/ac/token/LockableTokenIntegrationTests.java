package org.etp.ac.token;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A person's own token (SoftHSM2), opened without a login: its key signs only between an unlock with the user PIN
 * and the lock after it; every unlock has the token check the PIN, one given after a right one included; the PIN's
 * characters are overwritten.
 */
class LockableTokenIntegrationTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;

    @BeforeAll
    static void hartsKeysInTheirOwnToken() throws Exception {
        Pkcs11Token token = SoftHsm.open(SoftHsm.LOCKABLE);
        pki = DemoPki.initWithTokens(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(),
                Optional.empty(), name -> name.startsWith("hart-") ? token : null);
        // The login that made the keys is the module's, shared by every provider of the token in this JVM.
        LockableToken.open(SoftHsm.LIBRARY, SoftHsm.LOCKABLE, 2).lock();
    }

    @Test
    void signsOnlyBetweenUnlockAndLock() throws Exception {
        LockableToken token = LockableToken.open(SoftHsm.LIBRARY, SoftHsm.LOCKABLE, 2);
        assertThat(token.unlocked()).isFalse();

        Pkcs11Token unlocked = token.unlock(SoftHsm.PIN.toCharArray());
        SigningIdentity hart = pki.signingIdentity("hart-rsa2048", (label, library) -> unlocked);
        assertThat(DetachedSignatures.sign(hart, new byte[] {1, 2, 3})).isNotEmpty();
        assertThat(token.unlocked()).isTrue();

        token.lock();
        assertThat(token.unlocked()).isFalse();
        assertThatExceptionOfType(Exception.class).isThrownBy(() -> DetachedSignatures.sign(hart, new byte[] {4}));
    }

    @Test
    void refusesAWrongPinGivenAfterARightOneAndStaysLocked() throws Exception {
        LockableToken token = LockableToken.open(SoftHsm.LIBRARY, SoftHsm.LOCKABLE, 2);
        Pkcs11Token unlocked = token.unlock(SoftHsm.PIN.toCharArray());
        SigningIdentity hart = pki.signingIdentity("hart-ecp256", (label, library) -> unlocked);

        assertThatExceptionOfType(WrongPinException.class).isThrownBy(() -> token.unlock("not-the-pin".toCharArray()))
                .withMessageContaining("is wrong").withMessageNotContaining("not-the-pin");
        assertThat(token.unlocked()).isFalse();
        assertThatExceptionOfType(Exception.class).isThrownBy(() -> DetachedSignatures.sign(hart, new byte[] {5}));
    }

    @Test
    void overwritesThePinItIsGivenRightOrWrong() throws Exception {
        LockableToken token = LockableToken.open(SoftHsm.LIBRARY, SoftHsm.LOCKABLE, 2);
        char[] right = SoftHsm.PIN.toCharArray();
        char[] wrong = "wrong-pin-1".toCharArray();

        token.unlock(right);
        assertThatExceptionOfType(WrongPinException.class).isThrownBy(() -> token.unlock(wrong));

        assertThat(new String(right)).isEqualTo(zeros(right.length));
        assertThat(new String(wrong)).isEqualTo(zeros(wrong.length));
        token.lock();
    }

    @Test
    void namesTheLabelsPresentForAnUnknownOne() {
        assertThatExceptionOfType(TokenException.class)
                .isThrownBy(() -> LockableToken.open(SoftHsm.LIBRARY, "no-such-token", 1))
                .withMessageContaining("no PKCS#11 token labelled 'no-such-token'")
                .withMessageContaining(SoftHsm.LOCKABLE);
    }

    private static String zeros(int length) {
        char[] zeros = new char[length];
        Arrays.fill(zeros, '\0');
        return new String(zeros);
    }
}
