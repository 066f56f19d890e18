package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import org.etp.ac.prescription.PrescriptionId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code etp status} and {@code etp cancel} against an intake that takes the connection and drops it unanswered:
 * one error line naming what went unanswered, and exit code 3, never a stack trace or a hang.
 */
class PrescriberClientNoResponseTests {

    @TempDir
    static Path work;

    static Path pki;
    static ServerSocket dropping;
    static Thread dropper;

    @BeforeAll
    static void start() throws IOException {
        pki = EtpCli.pkiInit(work.resolve("pki"));
        dropping = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        dropper = new Thread(() -> {
            while (!dropping.isClosed()) {
                try (Socket accepted = dropping.accept()) {
                    accepted.getInputStream().read();
                } catch (IOException e) {
                    // closed on stop, or the client went away: either way the next one is dropped too
                }
            }
        }, "dropping-intake");
        dropper.start();
    }

    @AfterAll
    static void stop() throws Exception {
        dropping.close();
        dropper.join(5_000);
    }

    @Test
    void statusSaysWhatWentUnansweredAndExitsThree() {
        String id = PrescriptionId.of(0x260305, "Y12345", 5).value();

        EtpCli status = EtpCli.run("status", "--target", target(), "--pki", pki, "--signer", "hart-rsa2048", id);

        assertThat(status.exitCode()).as(status.out()).isEqualTo(ExitCode.FAILURE);
        assertThat(status.err()).contains("error: status").contains(": no response: ").doesNotContain("Exception\n\tat");
    }

    @Test
    void cancelSaysWhatWentUnansweredAndExitsThree() {
        String id = PrescriptionId.of(0x260305, "Y12345", 6).value();

        EtpCli cancel = EtpCli.run("cancel", "--target", target(), "--pki", pki, "--signer", "hart-rsa2048",
                "--reason", "0001", id);

        assertThat(cancel.exitCode()).as(cancel.out()).isEqualTo(ExitCode.FAILURE);
        assertThat(cancel.err()).contains("error: cancel " + id + ": no response: ")
                .doesNotContain("Exception\n\tat");
    }

    private static String target() {
        return "127.0.0.1:" + dropping.getLocalPort();
    }
}
