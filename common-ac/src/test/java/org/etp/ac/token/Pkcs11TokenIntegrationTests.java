package org.etp.ac.token;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.Signature;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keys made in a SoftHSM2 token through SunPKCS11: sensitive and never extractable as the token itself reports them
 * (OpenSC's {@code pkcs11-tool}, no code of ours), signing only inside it; and the refusals of a token: an unknown
 * label, a wrong PIN, Ed25519.
 */
class Pkcs11TokenIntegrationTests {

    @TempDir
    static Path dir;

    static Pkcs11Token token;
    static PkiDirectory pki;

    @BeforeAll
    static void demoPkiWithItsKeysInTheToken() throws Exception {
        token = SoftHsm.open(SoftHsm.REFUSALS);
        pki = DemoPki.init(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), token);
    }

    @Test
    void makesKeysThatTheTokenReportsSensitiveAndNeverExtractable() throws Exception {
        ProcessBuilder listing = new ProcessBuilder("pkcs11-tool", "--module", SoftHsm.LIBRARY.toString(),
                "--token-label", SoftHsm.REFUSALS, "--login", "--pin", "env:ETP_TOKEN_PIN", "--list-objects",
                "--type", "privkey").redirectErrorStream(true);
        listing.environment().put("ETP_TOKEN_PIN", SoftHsm.PIN);
        Process process = listing.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as(output).isZero();
        List<String> keys = output.lines().filter(line -> line.startsWith("Private Key Object")).toList();
        assertThat(keys).as(output).hasSizeGreaterThanOrEqualTo(5);
        List<String> access = output.lines().filter(line -> line.strip().startsWith("Access:")).toList();
        assertThat(access).hasSameSizeAs(keys)
                .allSatisfy(line -> assertThat(line).contains("sensitive", "never extractable"));
    }

    @Test
    void handsOutNoEncodingOfAKeyAndSignsOnlyInsideTheToken() throws Exception {
        SigningIdentity hart = pki.signingIdentity("hart-rsa2048", (label, library) -> token);

        assertThat(hart.privateKey().getEncoded()).isNull();
        assertThat(hart.inToken()).isTrue();
        assertThat(hart.provider()).isSameAs(token.provider());
        byte[] signed = DetachedSignatures.sign(hart, new byte[] {1, 2, 3});
        Signature check = Signature.getInstance("SHA256withRSA");
        check.initVerify(hart.certificate());
        check.update(new byte[] {1, 2, 3});
        assertThat(check.verify(signed)).isTrue();
        assertThat(pki.path().resolve(PkiLayout.prescriberKeyStore("hart-rsa2048"))).doesNotExist();
        assertThat(pki.path().resolve(PkiLayout.PHARMACY_SIGNING_KEY_STORE)).doesNotExist();
        assertThat(pki.path().resolve(PkiLayout.prescriberKeyStore("hart-ed25519"))).isRegularFile();
    }

    @Test
    void refusesToMakeOrUseAnEd25519Key() throws Exception {
        assertThatIllegalArgumentException().isThrownBy(() -> token.generate(SignatureAlgorithm.ED25519))
                .withMessageContaining("cannot be held in a PKCS#11 token")
                .withMessageContaining("SunPKCS11 provider has no Ed25519");
        assertThatIllegalArgumentException().isThrownBy(() -> token.signingIdentity("hart-ed25519",
                pki.prescriberCertificate("hart-ed25519"))).withMessageContaining("has no Ed25519");
    }

    @Test
    void refusesToPairAKeyWithAnotherKeysCertificate() {
        assertThatExceptionOfType(TokenException.class).isThrownBy(() -> token.signingIdentity("hart-ecp256",
                pki.prescriberCertificate("patel-ecp256"))).withMessageContaining("for another certificate");
        assertThatExceptionOfType(TokenException.class).isThrownBy(() -> token.signingIdentity("nobody",
                pki.prescriberCertificate("patel-ecp256"))).withMessageContaining("holds no key 'nobody'");
    }

    @Test
    void refusesALabelNoTokenHasNamingTheLabelsPresent() {
        assertThatExceptionOfType(TokenException.class).isThrownBy(() -> Pkcs11Token.open(SoftHsm.LIBRARY,
                "no-such-token", SoftHsm.PIN.toCharArray(), 1))
                .withMessageContaining("no PKCS#11 token labelled 'no-such-token'")
                .withMessageContaining("the tokens present are ").withMessageContaining("'" + SoftHsm.REFUSALS + "'");
    }

    @Test
    void refusesAWrongPinAndOverwritesThePinItWasGiven() {
        char[] pin = "not-the-pin".toCharArray();

        assertThatExceptionOfType(TokenException.class).isThrownBy(() -> Pkcs11Token.open(SoftHsm.LIBRARY,
                SoftHsm.token(SoftHsm.WRONG_PIN), pin, 1))
                .withMessage("the PIN of the token '" + SoftHsm.WRONG_PIN + "' is wrong")
                .withMessageNotContaining("not-the-pin");
        assertThat(pin).containsOnly('\0');
    }

    @Test
    void makesCallersWaitForABusyTokenRatherThanFail() throws Exception {
        Pkcs11Token narrow = Pkcs11Token.open(SoftHsm.LIBRARY, SoftHsm.REFUSALS, SoftHsm.PIN.toCharArray(), 2);
        SigningIdentity hart = pki.signingIdentity("hart-ecp256", (label, library) -> narrow);
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Callable<byte[]>> work = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                byte[] data = {(byte) i};
                work.add(() -> DetachedSignatures.sign(hart, data));
            }
            for (Future<byte[]> signed : threads.invokeAll(work)) {
                assertThat(signed.get()).isNotEmpty();
            }
        } finally {
            threads.shutdownNow();
        }
        assertThat(narrow.signing().availableSessions()).isEqualTo(2);
    }
}
