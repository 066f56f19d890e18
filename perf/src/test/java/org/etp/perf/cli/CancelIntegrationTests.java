package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** {@code etp cancel} against the real pharmacy intake: the prescriber who signed cancels; nobody else can. */
class CancelIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy();

    @TempDir
    static Path work;

    @Test
    void cancelsWithTheSignersKeyAndASecondCancelSaysAlreadyCancelledAndExitsZero() {
        String id = EtpCli.sendSample(pharmacy, work, 24_500_101);

        EtpCli cancel = EtpCli.run("cancel", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", "--reason", "0005", id);

        assertThat(cancel.exitCode()).as(cancel.err()).isZero();
        assertThat(cancel.out()).startsWith("cancel " + id + " (0005 at the patient's request): ACCEPTED " + id);

        EtpCli again = EtpCli.run("cancel", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", "--reason", "0001", "--format", "xml", id);

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains(": DUPLICATE " + id)
                .contains(id + " was already cancelled: the cancellation stands");
    }

    @Test
    void anotherPrescriberCannotCancel() {
        String id = EtpCli.sendSample(pharmacy, work, 24_500_102);

        EtpCli cancel = EtpCli.run("cancel", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "okafor-rsa2048", "--reason", "0001", id);

        assertThat(cancel.exitCode()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        assertThat(cancel.out()).contains(": REJECTED UNKNOWN_PRESCRIBER (5) " + id);
    }

    @Test
    void refusesAnUnknownReasonCodeWithoutSending() {
        String id = EtpCli.sendSample(pharmacy, work, 24_500_103);

        EtpCli cancel = EtpCli.run("cancel", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", "--reason", "0009", id);

        assertThat(cancel.exitCode()).isNotZero();
        assertThat(cancel.err()).contains("0009");
        EtpCli valid = EtpCli.run("cancel", "--target", pharmacy.target(), "--pki", pharmacy.pki(),
                "--signer", "hart-rsa2048", "--reason", "0002", id);
        assertThat(valid.out()).contains(": ACCEPTED " + id);
    }
}
