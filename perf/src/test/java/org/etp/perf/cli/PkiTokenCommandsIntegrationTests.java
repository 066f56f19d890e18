package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PkiLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code etp pki init --token} and {@code pki csr --token} with a SoftHSM2 token, as an operator runs them: the keys
 * are made in the token and only certificates and requests reach the directory; {@code openssl} as a foreign CA
 * issues for the token's request, {@code pki import} binds the certificate to the token's key, and
 * {@code sample --signer} signs with it what {@code verify} finds valid.
 */
class PkiTokenCommandsIntegrationTests {

    static final String KIM = "CN=Dr Kim Rowe,SERIALNUMBER=GMC 7300101,T=GENERAL_PRACTITIONER,OU=Y34567,"
            + "O=Brookside Surgery,C=GB";

    @TempDir
    static Path work;

    static Path pinFile;
    static Path tokenPki;
    static Path pki;

    @BeforeAll
    static void aDemoPkiInATokenAndAForeignCasCertificateForATokensKey() throws Exception {
        pinFile = SoftHsm.pinFile();
        tokenPki = work.resolve("token-pki");
        EtpCli init = ok(EtpCli.run("pki", "init", "--dir", tokenPki, "--token", SoftHsm.token(SoftHsm.PKI_INIT),
                "--pkcs11-library", SoftHsm.LIBRARY, "--pin-file", pinFile));
        assertThat(init.out()).contains("are in the token '" + SoftHsm.PKI_INIT + "'");

        pki = EtpCli.pkiInit(work.resolve("pki"));
        OpensslCa acme = OpensslCa.create(work.resolve("acme"), "acme-root", "Acme Health Root CA");
        ok(EtpCli.run("pki", "import", "--dir", pki, "--anchor", "--crl", acme.crl(work.resolve("acme.crl.pem")),
                acme.certificate()));
        Path request = work.resolve("kim.csr");
        EtpCli csr = ok(EtpCli.run("pki", "csr", "--dir", pki, "--name", "kim-ecp256", "--kind", "prescriber",
                "--subject", KIM, "--alg", "ecp256", "--token", SoftHsm.token(SoftHsm.PKI_CSR), "--pin-file",
                pinFile, "--out", request));
        assertThat(csr.out()).contains("kim-ecp256 in the token '" + SoftHsm.PKI_CSR + "'");
        assertThat(pki.resolve(PkiLayout.pendingKeyStore("kim-ecp256"))).doesNotExist();
        Path certificate = acme.sign(request, OpensslCa.PRESCRIBER, work.resolve("kim.pem"));
        EtpCli imported = ok(EtpCli.run("pki", "import", "--dir", pki, "--pin-file", pinFile, certificate));
        assertThat(imported.out()).startsWith("imported prescriber kim-ecp256: token " + SoftHsm.PKI_CSR);
    }

    @Test
    void writesOnlyCertificatesOfTheTokensKeysToTheDirectory() throws Exception {
        try (Stream<Path> files = Files.walk(tokenPki)) {
            assertThat(files.map(file -> tokenPki.relativize(file).toString()).filter(name -> name.endsWith(".p12")))
                    .containsExactlyInAnyOrder("ca/root-ca.p12", "ca/prescriber-ca.p12", "ca/service-ca.p12",
                            "pharmacy/pharmacy-tls.p12", "prescriber/prescriber-tls.p12",
                            "prescribers/hart-ed25519.p12");
        }
        assertThat(tokenPki.resolve(PkiLayout.TOKEN_KEYS)).content().contains("key.hart-rsa2048=" + SoftHsm.PKI_INIT,
                "key.pharmacy-signing=" + SoftHsm.PKI_INIT, "library." + SoftHsm.PKI_INIT + "=");
        assertThat(pki.resolve(PkiLayout.prescriberKeyStore("kim-ecp256"))).doesNotExist();
    }

    @ParameterizedTest
    @ValueSource(strings = {"der", "xml", "oer"})
    void signsWithTheImportedCertificatesKeyInTheToken(String format) {
        Path file = work.resolve("kim." + format);
        EtpCli sample = ok(EtpCli.run("sample", "--pki", pki, "--signer", "kim-ecp256", "--pin-file", pinFile,
                "--format", format, "--profile", "prescription", "--seed", 27, "--out", file));
        assertThat(sample.out()).contains("signed with ecp256");

        EtpCli verify = EtpCli.run("verify", "--pki", pki, file);

        assertThat(verify.exitCode()).as(verify.err()).isZero();
        assertThat(verify.out()).startsWith("VALID ").contains("Dr Kim Rowe");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hart-rsa2048", "hart-ecp256", "hart-ed25519"})
    void signsAsTheDemoPrescribersOfATokenPki(String signer) {
        Path file = work.resolve(signer + ".der");
        ok(EtpCli.run("sample", "--pki", tokenPki, "--signer", signer, "--pin-file", pinFile, "--format", "der",
                "--profile", "prescription", "--out", file));

        EtpCli verify = EtpCli.run("verify", "--pki", tokenPki, file);

        assertThat(verify.exitCode()).as(verify.err()).isZero();
    }

    @Test
    void saysWhichTokenHoldsAKeyAndRefusesATokenKeyWithoutItsPin() {
        EtpCli list = ok(EtpCli.run("pki", "list", "--dir", pki));
        assertThat(list.out().lines()).anySatisfy(line -> assertThat(line).startsWith("kim-ecp256")
                .endsWith("| key in token " + SoftHsm.PKI_CSR));
        assertThat(ok(EtpCli.run("pki", "show", "--dir", tokenPki, "pharmacy-signing")).out())
                .contains("key:          in token " + SoftHsm.PKI_INIT + " (never extractable)");
        assertThat(ok(EtpCli.run("pki", "show", "--dir", tokenPki, "hart-ed25519")).out())
                .contains("key:          in the directory");

        EtpCli noPin = EtpCli.run("sample", "--pki", pki, "--signer", "kim-ecp256", "--format", "der", "--profile",
                "simple", "--out", work.resolve("no-pin.der"));
        if (System.getenv(TokenPin.PIN_VARIABLE) == null) {
            assertThat(noPin.exitCode()).isNotZero();
            assertThat(noPin.err()).contains("needs its user PIN", "--pin-file FILE", TokenPin.PIN_VARIABLE);
        }
    }

    private static EtpCli ok(EtpCli result) {
        assertThat(result.exitCode()).as(result.err()).isZero();
        return result;
    }
}
