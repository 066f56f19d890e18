package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GP whose certificate {@code openssl} issued yesterday, under a CA both intake nodes trust as an anchor, and
 * whose responder is the real {@code openssl ocsp}: no pharmacy was told of the GP, yet both nodes accept what the
 * GP signs in DER, XML and OER once {@code ./etp send --attach} sends the certificate and a stapled answer with it.
 * With the responder down the nodes ask it themselves once the staple they hold is past its maximum age (3 s here)
 * and refuse REVOCATION_UNKNOWN, storing nothing; revoked at the responder, the GP is refused REVOKED by both.
 */
class CarriedCertificatePharmacyIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy nodeA = RunningPharmacy.onItsOwnDatabase("etp.trust.ocsp.max-age=3s",
            "etp.verification.registry-refresh=1s");

    @RegisterExtension
    static final RunningPharmacy nodeB = RunningPharmacy.onItsOwnDatabase("etp.trust.ocsp.max-age=3s",
            "etp.verification.registry-refresh=1s");

    @TempDir
    static Path work;

    @Test
    void aGpNoPharmacyKnowsPrescribesToBothNodesAndIsRefusedByBothOnceRevoked() throws Exception {
        Path gp = EtpCli.pkiInit(work.resolve("gp-pki"));
        OcspVouchedPrescriber lee = OcspVouchedPrescriber.start(gp, work);
        Process responder = lee.responder();
        try {
            EtpCli imported = EtpCli.run("pki", "import", "--dir", gp, lee.certificate());
            assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
            for (RunningPharmacy node : List.of(nodeA, nodeB)) {
                EtpCli anchor = EtpCli.run("pki", "import", "--dir", node.pki(), "--anchor", lee.ca().certificate());
                assertThat(anchor.exitCode()).as(anchor.out() + anchor.err()).isZero();
            }
            long[] stored = {nodeA.storedPrescriptions(), nodeB.storedPrescriptions()};

            for (String format : List.of("der", "xml", "oer")) {
                for (RunningPharmacy node : List.of(nodeA, nodeB)) {
                    Path file = sample(gp, format);
                    assertThat(send(node, file, false)).as("without its certificate, the GP is unknown")
                            .contains("UNKNOWN_PRESCRIBER");
                    assertThat(sendUntil(node, gp, format, ": ACCEPTED ")).contains(": ACCEPTED ");
                }
            }
            assertThat(nodeA.storedPrescriptions()).isEqualTo(stored[0] + 3);
            assertThat(nodeB.storedPrescriptions()).isEqualTo(stored[1] + 3);

            responder.destroy();
            responder.waitFor();
            for (RunningPharmacy node : List.of(nodeA, nodeB)) {
                // accepted while the status the last staple gave is within its maximum age, then refused for now
                assertThat(sendUntil(node, gp, "der", "REVOCATION_UNKNOWN")).as("no staple, no responder")
                        .contains("REJECTED");
                long held = node.storedPrescriptions();
                assertThat(sendUntil(node, gp, "xml", "REVOCATION_UNKNOWN")).contains("REJECTED");
                assertThat(node.storedPrescriptions()).as("nothing stored on an unknown status").isEqualTo(held);
            }
            long beforeRevocation = nodeA.storedPrescriptions();

            lee.ca().revoke(lee.certificate());
            responder = lee.ca().responder(lee.port());
            for (RunningPharmacy node : List.of(nodeA, nodeB)) {
                assertThat(sendUntil(node, gp, "oer", "REVOKED")).contains("REJECTED");
            }
            assertThat(nodeA.storedPrescriptions()).isEqualTo(beforeRevocation);
        } finally {
            responder.destroyForcibly();
        }
    }

    private static int seed = 41_000;

    private static Path sample(Path gp, String format) throws Exception {
        Path file = work.resolve("lee-" + seed + "." + format);
        EtpCli sample = EtpCli.run("sample", "--pki", gp, "--signer", OcspVouchedPrescriber.NAME, "--format", format,
                "--profile", "prescription", "--seed", seed++, "--out", file);
        assertThat(sample.exitCode()).as(sample.err()).isZero();
        return file;
    }

    private static String send(RunningPharmacy node, Path file, boolean attach) throws Exception {
        List<Object> arguments = attach ? List.of("send", "--target", node.target(), "--pki", file.getParent()
                .resolve("gp-pki"), "--attach", file) : List.of("send", "--target", node.target(), file);
        return EtpCli.run(arguments.toArray()).out();
    }

    /** Sends new prescriptions by the GP, certificate attached, until the node's answer says {@code word}. */
    private static String sendUntil(RunningPharmacy node, Path gp, String format, String word) throws Exception {
        String said = "";
        for (int attempt = 0; attempt < 40; attempt++) {
            said = send(node, sample(gp, format), true);
            if (said.contains(word)) {
                return said;
            }
            Thread.sleep(500);
        }
        return said;
    }
}
