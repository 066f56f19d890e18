package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Load and timing runs of a profile no pharmacy stores by itself are refused as usage errors, before any run. */
class ProfileGuardTests {

    @Test
    void loadRefusesTheCancellationProfileAsAUsageError() {
        EtpCli load = EtpCli.run("load", "--target", "127.0.0.1:1", "--connections", 1, "--count", 1, "--format",
                "der", "--profile", "cancellation");

        assertThat(load.exitCode()).isEqualTo(CommandLine.ExitCode.USAGE);
        assertThat(load.err()).contains("--profile", "cancellation is not a certificate a pharmacy stores by itself")
                .doesNotContain("preparing", "\tat ");
    }

    @Test
    void timingRefusesTheCancellationProfileAsAUsageError() {
        EtpCli timing = EtpCli.run("timing", "--target", "127.0.0.1:1", "--profile", "cancellation", "--runs", 1);

        assertThat(timing.exitCode()).isEqualTo(CommandLine.ExitCode.USAGE);
        assertThat(timing.err()).contains("cancellation is not a certificate a pharmacy stores by itself")
                .doesNotContain("\tat ");
    }

    @Test
    void timingRefusesTheCancellationProfileAmongOthers() {
        EtpCli timing = EtpCli.run("timing", "--target", "127.0.0.1:1", "--profiles", "simple,cancellation");

        assertThat(timing.exitCode()).isEqualTo(CommandLine.ExitCode.USAGE);
        assertThat(timing.err()).contains("choose simple, prescription or complex");
    }
}
