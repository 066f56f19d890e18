package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.etp.ac.prescription.PrescriptionId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code etp status} against the real pharmacy intake: the prescriber who signed gets a verified receipt of each
 * outcome; an ID without one, or another prescriber asking, gets nothing and a non-zero exit. Seeds 26_000_300 on.
 */
class StatusIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy();

    @TempDir
    static Path work;

    @Test
    void printsTheVerifiedOutcomeOfEachIdAndExitsZeroWhenAllWereAnswered() {
        String first = EtpCli.sendSample(pharmacy, work, 26_000_301);
        String second = EtpCli.sendSample(pharmacy, work, 26_000_302);
        cancel(first, "0005");
        cancel(second, "0001");

        EtpCli status = EtpCli.run("status", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-ecp256", first, second);

        assertThat(status.exitCode()).as(status.err()).isZero();
        assertThat(status.out()).contains(first + ": CANCELLED at ").contains(second + ": CANCELLED at ")
                .contains("(cancelled by the prescriber: at the patient's request)")
                .contains("(cancelled by the prescriber: prescribing error)").contains("; Riverside Pharmacy (FA123); receipt verified (der");
    }

    @Test
    void exitsNonZeroWhenAnIdHasNoReceiptAndTellsAnotherPrescriberNothing() {
        String cancelled = EtpCli.sendSample(pharmacy, work, 26_000_303);
        String received = EtpCli.sendSample(pharmacy, work, 26_000_304);
        cancel(cancelled, "0002");

        EtpCli mine = EtpCli.run("status", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", cancelled, received);
        EtpCli theirs = EtpCli.run("status", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "okafor-rsa2048", cancelled);

        assertThat(mine.exitCode()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        assertThat(mine.out()).contains(cancelled + ": CANCELLED").contains(received + ": received, no outcome yet");
        assertThat(theirs.exitCode()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        assertThat(theirs.out()).contains(cancelled + ": no receipt").doesNotContain("CANCELLED");
    }

    @Test
    void tellsOnlyTheSignerThatAPrescriptionIsReceivedWithNoOutcomeYet() {
        String received = EtpCli.sendSample(pharmacy, work, 26_000_305);
        String unknown = PrescriptionId.of(0x260306, "Y12345", 5).value();

        EtpCli mine = EtpCli.run("status", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", received, unknown);
        EtpCli theirs = EtpCli.run("status", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "okafor-rsa2048", received, unknown);

        assertThat(mine.exitCode()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        assertThat(mine.out()).contains(received + ": received, no outcome yet (received at ")
                .contains(unknown + ": no receipt (not known here, or not yours)");
        assertThat(theirs.out()).contains(received + ": no receipt (not known here, or not yours)")
                .contains(unknown + ": no receipt (not known here, or not yours)").doesNotContain("received,");
    }

    @Test
    void refusesAnInvalidIdWithoutSending() {
        String invalid = PrescriptionId.of(0x260305, "Y12345", 5).value().substring(0, 19) + "#";

        EtpCli status = EtpCli.run("status", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", invalid);

        assertThat(status.exitCode()).isNotZero();
        assertThat(status.err()).contains("prescription ID");
    }

    private static void cancel(String id, String reason) {
        EtpCli cancel = EtpCli.run("cancel", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", "--reason", reason, id);
        assertThat(cancel.exitCode()).as(cancel.out() + cancel.err()).isZero();
    }
}
