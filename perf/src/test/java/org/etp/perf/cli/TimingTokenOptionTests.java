package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code etp timing --variants token} asked for where no token row can be had: refused with the reason before
 * anything is started or made, rather than run without the rows asked for.
 */
class TimingTokenOptionTests {

    @TempDir
    Path dir;

    @Test
    void refusesTheTokenVariantWithAGivenPkiItWouldHaveToWriteInto() {
        EtpCli run = EtpCli.run("timing", "--variants", "signed,token", "--pki", dir.resolve("pki"), "--out",
                dir.resolve("out"));

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(run.err()).contains("error: --variants token: the job adds the token's prescribers only to a PKI"
                + " of its own", "Nothing was started.");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void refusesTheTokenVariantWhenNoAlgorithmCanBeHeldInAToken() {
        EtpCli run = EtpCli.run("timing", "--variants", "token", "--alg", "ed25519", "--out", dir.resolve("out"));

        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(run.err()).contains("no algorithm of --alg can be held in a token (Ed25519 cannot");
    }
}
