package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.SignerChains;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GP whose certificate {@code openssl} issued yesterday, under a CA both intake nodes trust as an anchor, and
 * whose responder is the real {@code openssl ocsp}: no pharmacy was told of the GP, yet both nodes accept what the
 * GP signs in DER, XML and OER once {@code ./etp send --attach} sends the certificate and a stapled answer with it.
 * With the responder down the nodes ask it themselves once the staple they hold is past its maximum age (3 s here)
 * and refuse REVOCATION_UNKNOWN, storing nothing. Registered at both nodes and sending without its certificate, the
 * GP revoked at the responder is refused REVOKED by each node within the maximum age plus one registry refresh.
 */
class CarriedCertificatePharmacyIntegrationTests {

    private static final Duration MAX_AGE = Duration.ofSeconds(3);
    private static final Duration REFRESH = Duration.ofSeconds(1);
    /** Sending itself: a sample signed and sent in-process every half second, on a machine that may be busy. */
    private static final Duration SENDING_SLACK = Duration.ofSeconds(5);

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

            // the chain without a staple now: each node asks the responder itself, and remembers its answer
            responder = lee.ca().responder(lee.port());
            for (RunningPharmacy node : List.of(nodeA, nodeB)) {
                assertThat(sendUnstapledUntil(node, gp, ResponseStatus.ACCEPTED)).isEqualTo("ACCEPTED");
            }
            responder.destroy();
            responder.waitFor();
            lee.ca().revoke(lee.certificate());
            responder = lee.ca().responder(lee.port());
            Instant revoked = Instant.now();
            for (RunningPharmacy node : List.of(nodeA, nodeB)) {
                assertThat(sendUnstapledUntil(node, gp, ResponseStatus.REJECTED)).isEqualTo("REJECTED REVOKED");
                Duration took = Duration.between(revoked, Instant.now());
                // the good answer a node holds lapses within its maximum age; a reload follows within its refresh
                assertThat(took).as("%s: revoked at the responder, refused REVOKED after %s", node.target(), took)
                        .isLessThanOrEqualTo(MAX_AGE.plus(REFRESH).plus(SENDING_SLACK));
                // accepted until then, as the good answer it held said; nothing from now on
                long held = node.storedPrescriptions();
                assertThat(sendUntil(node, gp, "oer", "REVOKED")).as("its own staple says so too")
                        .contains("REJECTED");
                assertThat(node.storedPrescriptions()).isEqualTo(held);
            }
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

    /**
     * Sends new DER prescriptions by the GP with its chain but no staple until the node answers {@code status}; the
     * last answer, as {@code STATUS REASON}.
     */
    private static String sendUnstapledUntil(RunningPharmacy node, Path gp, ResponseStatus status) throws Exception {
        String said = "";
        List<X509Certificate> anchors = SignerChains.anchors(PkiDirectory.open(gp));
        try (IntakeClient client = IntakeClient.connect(ClientSettings.of(IntakeAddress.parse(node.target())))) {
            for (int attempt = 0; attempt < 40 && !said.startsWith(status.name()); attempt++) {
                Path file = sample(gp, "der");
                Attachment stapled = SignerChain.attachment(file, () -> anchors);
                ResponseFrame answer = client.submit(WireFormat.DER, true, Files.readAllBytes(file),
                        new Attachment(stapled.certificates(), Optional.empty())).get(10, TimeUnit.SECONDS);
                said = answer.status() + answer.reason().map(reason -> " " + reason).orElse("");
                Thread.sleep(said.startsWith(status.name()) ? 0 : 500);
            }
        }
        return said;
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
