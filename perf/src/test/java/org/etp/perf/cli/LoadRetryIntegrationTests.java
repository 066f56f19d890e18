package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code etp load --retry} through connections that die with answers in flight: every request is sent again
 * on a new connection until it is answered, so each ends ACCEPTED or DUPLICATE and is stored exactly once;
 * without {@code --retry} the same load ends with requests unanswered and a failing exit code.
 */
class LoadRetryIntegrationTests {

    private static final int COUNT = 300;
    // About twenty responses per connection: every connection is cut with requests in flight.
    private static final int ANSWER_BYTES = 2_000;

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy();

    @Test
    void resendsWhatGotNoAnswerOnANewConnectionUntilEachIsAcceptedOrADuplicate() throws Exception {
        long before = pharmacy.storedPrescriptions();
        try (CuttingRelay relay = new CuttingRelay(port(pharmacy.target()), ANSWER_BYTES)) {
            EtpCli load = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", relay.address(), "--connections", 2,
                    "--count", COUNT, "--format", "der", "--alg", "ed25519", "--seed", 23_001_000, "--retry");

            assertThat(load.exitCode()).as(load.out() + load.err()).isZero();
            assertThat(relay.cuts()).isGreaterThan(2);
            assertThat(count(load.out(), "ACCEPTED") + count(load.out(), "DUPLICATE")).isEqualTo(COUNT);
            assertThat(count(load.out(), "resent on a new connection:")).isPositive();
            assertThat(load.out()).doesNotContain("unanswered");
        }
        assertThat(pharmacy.storedPrescriptions() - before).isEqualTo(COUNT);
    }

    @Test
    void withoutRetryTheRequestsOfACutConnectionEndUnansweredAndTheExitCodeSaysSo() throws Exception {
        try (CuttingRelay relay = new CuttingRelay(port(pharmacy.target()), ANSWER_BYTES)) {
            EtpCli load = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", relay.address(), "--connections", 1,
                    "--count", 100, "--format", "der", "--alg", "ed25519", "--seed", 23_002_000);

            assertThat(load.exitCode()).isEqualTo(ExitCode.FAILURE);
            assertThat(load.out()).contains("unanswered: ");
        }
    }

    private static int port(String target) {
        return Integer.parseInt(target.substring(target.lastIndexOf(':') + 1));
    }

    /** The number after {@code label} in the report, or 0. */
    private static long count(String report, String label) {
        Matcher number = Pattern.compile(Pattern.quote(label) + " (\\d+)").matcher(report);
        return number.find() ? Long.parseLong(number.group(1)) : 0;
    }
}
