package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code etp send --tls} and {@code etp load --tls} against a pharmacy intake that requires mutual TLS. */
class TlsSendAndLoadIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy("etp.intake.tls.enabled=true",
            "etp.intake.tls.client-auth=require");

    @TempDir
    static Path work;

    @Test
    void sendsOverMutualTlsWithThePrescriberServiceCertificate() {
        Path file = sample(201);

        EtpCli sent = EtpCli.run("send", "--tls", "--pki", pharmacy.pki(), "--target", pharmacy.target(), file);

        assertThat(sent.exitCode()).as(sent.err()).isZero();
        assertThat(sent.out()).startsWith(file + ": ACCEPTED ");
    }

    @Test
    void aPlainConnectionToATlsIntakeGetsNoAnswerAndExitsThree() {
        Path file = sample(202);

        EtpCli sent = EtpCli.run("send", "--timeout", 5, "--target", pharmacy.target(), file);

        assertThat(sent.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(sent.err()).startsWith("error: " + file + ": no response: ").doesNotContain("\tat ");
    }

    @Test
    void loadsOverMutualTls() {
        EtpCli load = EtpCli.run("load", "--tls", "--pki", pharmacy.pki(), "--target", pharmacy.target(),
                "--connections", 2, "--count", 40, "--format", "der", "--alg", "ecp256");

        assertThat(load.exitCode()).as(load.err()).isZero();
        assertThat(load.out()).contains("(TLS)", "status: ACCEPTED 40\n");
    }

    private static Path sample(int seed) {
        return EtpCli.sample(pharmacy.pki(), "der", seed, work.resolve("rx-" + seed + ".der"));
    }
}
