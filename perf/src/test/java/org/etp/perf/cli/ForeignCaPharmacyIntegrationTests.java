package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prescriber whose certificate {@code openssl} issued under an anchor imported into the pharmacy's PKI directory
 * prescribes to the running pharmacy: the pharmacy takes the new anchor, its CRL and the prescriber at its next
 * registry reload, with no restart, and accepts the prescription.
 */
class ForeignCaPharmacyIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy("etp.verification.registry-refresh=1s");

    @TempDir
    static Path work;

    @Test
    void aRunningPharmacyAcceptsAPrescriberIssuedByOpensslOnceImported() throws Exception {
        Path pki = pharmacy.pki();
        OpensslCa acme = OpensslCa.create(work.resolve("acme"), "acme-root", "Acme Health Root CA");
        Path request = work.resolve("lee.csr");
        assertThat(EtpCli.run("pki", "csr", "--dir", pki, "--name", "lee-rsa2048", "--kind", "prescriber",
                "--subject", PkiCommandsIntegrationTests.LEE, "--out", request).exitCode()).isZero();
        assertThat(EtpCli.run("pki", "import", "--dir", pki, "--anchor", "--crl",
                acme.crl(work.resolve("acme.crl.pem")), acme.certificate()).exitCode()).isZero();
        EtpCli imported = EtpCli.run("pki", "import", "--dir", pki,
                acme.sign(request, OpensslCa.PRESCRIBER, work.resolve("lee.pem")));
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        long before = pharmacy.storedPrescriptions();

        EtpCli sent = null;
        for (int attempt = 0; attempt < 20; attempt++) {
            Path file = work.resolve("lee-" + attempt + ".der");
            EtpCli sample = EtpCli.run("sample", "--pki", pki, "--signer", "lee-rsa2048", "--format", "der",
                    "--profile", "prescription", "--seed", 2600 + attempt, "--out", file);
            assertThat(sample.exitCode()).as(sample.err()).isZero();
            sent = EtpCli.run("send", "--target", pharmacy.target(), file);
            if (sent.exitCode() == 0) {
                break;
            }
            assertThat(sent.out()).as("before the reload, the prescriber is unknown").contains("UNKNOWN_PRESCRIBER");
            Thread.sleep(500);
        }

        assertThat(sent.exitCode()).as(sent.out() + sent.err()).isZero();
        assertThat(sent.out()).contains(": ACCEPTED ");
        assertThat(pharmacy.storedPrescriptions()).isEqualTo(before + 1);
    }
}
