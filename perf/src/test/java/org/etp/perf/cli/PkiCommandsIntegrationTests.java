package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.etp.ac.trust.PkiLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code etp pki csr}, {@code import}, {@code list} and {@code show} as an operator runs them, with {@code openssl}
 * as the CA of their own: its root imported as an anchor with its CRL, our request signed by it, the certificate
 * imported, then {@code sample --signer} writes prescriptions that {@code verify} finds valid.
 */
class PkiCommandsIntegrationTests {

    static final String LEE = "CN=Dr Ada Lee,SERIALNUMBER=GMC 7300001,T=GENERAL_PRACTITIONER,OU=Y34567,"
            + "O=Brookside Surgery,C=GB";

    @TempDir
    static Path work;

    static Path pki;
    static OpensslCa acme;

    @BeforeAll
    static void importAPrescriberIssuedByOpenssl() throws Exception {
        pki = EtpCli.pkiInit(work.resolve("pki"));
        acme = OpensslCa.create(work.resolve("acme"), "acme-root", "Acme Health Root CA");
        Path request = csr("lee-ecp256", "prescriber", LEE, "ecp256");
        ok(EtpCli.run("pki", "import", "--dir", pki, "--anchor", "--crl", acme.crl(work.resolve("acme.crl.pem")),
                acme.certificate()));
        Path certificate = acme.sign(request, OpensslCa.PRESCRIBER, work.resolve("lee.pem"));
        EtpCli imported = ok(EtpCli.run("pki", "import", "--dir", pki, certificate));
        assertThat(imported.out()).startsWith("imported prescriber lee-ecp256: prescribers/lee-ecp256.pem");
    }

    @ParameterizedTest
    @ValueSource(strings = {"der", "xml", "oer"})
    void aPrescriberIssuedByOpensslUnderAnImportedAnchorSignsPrescriptionsThatVerify(String format) {
        Path file = work.resolve("lee." + format);
        EtpCli sample = ok(EtpCli.run("sample", "--pki", pki, "--signer", "lee-ecp256", "--format", format,
                "--profile", "prescription", "--seed", 26, "--out", file));
        assertThat(sample.out()).contains("signed with ecp256");

        EtpCli verify = EtpCli.run("verify", "--pki", pki, file);

        assertThat(verify.exitCode()).as(verify.err()).isZero();
        assertThat(verify.out()).startsWith("VALID ").contains("Dr Ada Lee");
    }

    @Test
    void listsTheImportedAnchorAndPrescriberBesideTheDemosOwn() {
        EtpCli list = ok(EtpCli.run("pki", "list", "--dir", pki));

        assertThat(list.out().lines()).anySatisfy(line -> assertThat(line).startsWith("lee-ecp256").contains(
                "prescriber", "ecp256", "not revoked", "Dr Ada Lee (GMC 7300001, general practitioner)",
                "Acme Health Root CA"));
        assertThat(list.out().lines()).anySatisfy(line -> assertThat(line).startsWith("acme-root").contains("anchor"));
        assertThat(list.out().lines()).anySatisfy(line -> assertThat(line).startsWith("vane-rsa2048")
                .contains(" revoked"));
    }

    @Test
    void showsOneCertificateInDetail() {
        EtpCli show = ok(EtpCli.run("pki", "show", "--dir", pki, "lee-ecp256"));

        assertThat(show.out()).contains("kind:         prescriber", "issuer:       CN=Acme Health Root CA",
                "ext. usage:   " + PkiLayout.PRESCRIBING_PURPOSE, "digitalSignature, nonRepudiation", "SHA-256:");
        EtpCli missing = EtpCli.run("pki", "show", "--dir", pki, "nobody");
        assertThat(missing.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(missing.err()).contains("nothing is named 'nobody'");
    }

    @Test
    void aDemoPkiMadeWithAResponderNamesItInEveryPrescriberCertificate() {
        Path named = work.resolve("named-responder");
        ok(EtpCli.run("pki", "init", "--dir", named, "--ocsp", "http://127.0.0.1:8090/"));

        assertThat(ok(EtpCli.run("pki", "show", "--dir", named, "hart-rsa2048")).out())
                .contains("OCSP:         http://127.0.0.1:8090/");
        assertThat(ok(EtpCli.run("pki", "show", "--dir", pki, "hart-rsa2048")).out()).contains("OCSP:         -");
    }

    @Test
    void refusesACertificateChainingToNoAnchorAndChangesNothing() throws Exception {
        Path request = csr("stray-ecp256", "prescriber", LEE.replace("GMC 7300001", "GMC 7300002"), "ecp256");
        OpensslCa stranger = OpensslCa.create(work.resolve("stranger"), "stranger", "Stranger Root CA");
        Path certificate = stranger.sign(request, OpensslCa.PRESCRIBER, work.resolve("stray.pem"));

        assertRefusedChangingNothing(certificate, "does not chain to a trust anchor");
    }

    @Test
    void refusesACertificateOfTheWrongKeyUsageAndChangesNothing() throws Exception {
        Path request = csr("tls-as-rx", "prescriber", LEE.replace("GMC 7300001", "GMC 7300003"), "rsa2048");
        Path certificate = acme.sign(request, OpensslCa.TLS, work.resolve("tls-as-rx.pem"));

        assertRefusedChangingNothing(certificate, "not the prescriber purpose");
    }

    @Test
    void refusesACertificateForAKeyItDidNotMakeAndANameAlreadyTaken() throws Exception {
        assertRefusedChangingNothing(pki.resolve(PkiLayout.prescriberCertificate("hart-rsa2048")),
                "is for no key made by ./etp pki csr");
        EtpCli taken = EtpCli.run("pki", "csr", "--dir", pki, "--name", "hart-rsa2048", "--kind", "prescriber",
                "--subject", LEE, "--out", work.resolve("taken.csr"));
        assertThat(taken.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(taken.err()).contains("already taken");
    }

    @Test
    void refusesASignerItDoesNotHoldAndAnAlgorithmNotTheSigners() {
        EtpCli other = EtpCli.run("sample", "--pki", pki, "--signer", "lee-ecp256", "--alg", "rsa2048", "--format",
                "der", "--profile", "simple", "--out", work.resolve("x.der"));
        assertThat(other.exitCode()).isNotZero();
        assertThat(other.err()).contains("holds a ecp256 key");
    }

    private static Path csr(String name, String kind, String subject, String algorithm) {
        Path out = work.resolve(name + ".csr");
        EtpCli csr = ok(EtpCli.run("pki", "csr", "--dir", pki, "--name", name, "--kind", kind, "--subject", subject,
                "--alg", algorithm, "--out", out));
        assertThat(csr.out()).contains("a signing request for a " + kind + " certificate");
        assertThat(pki.resolve(PkiLayout.pendingKeyStore(name))).isRegularFile();
        return out;
    }

    private static void assertRefusedChangingNothing(Path certificate, String why) throws IOException {
        Map<String, Long> before = files();
        EtpCli refused = EtpCli.run("pki", "import", "--dir", pki, certificate);
        assertThat(refused.exitCode()).isEqualTo(PkiImportCommand.REFUSED);
        assertThat(refused.err()).startsWith("refused, nothing changed: ").contains(why);
        assertThat(files()).isEqualTo(before);
    }

    /** Every file of the PKI directory with its last modification. */
    private static Map<String, Long> files() throws IOException {
        Map<String, Long> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(pki)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(pki.relativize(file).toString(), Files.getLastModifiedTime(file).toMillis()
                        ^ Files.size(file));
            }
        }
        return files;
    }

    private static EtpCli ok(EtpCli result) {
        assertThat(result.exitCode()).as(result.err()).isZero();
        return result;
    }
}
