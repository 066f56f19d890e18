package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prescriber of a CA of one's own that publishes no CRL, only an OCSP responder (the real {@code openssl ocsp}):
 * imported after its responder vouches for it, it prescribes to a running pharmacy, which asks the responder the
 * certificate names. Once the good answer the pharmacy holds is past its maximum age (set short here) and the registry
 * has reloaded: with the responder down it is refused REVOCATION_UNKNOWN (send again later) and nothing is stored;
 * revoked at the responder, it is refused REVOKED.
 */
class OcspPharmacyIntegrationTests {

    @RegisterExtension
    static final RunningPharmacy pharmacy = RunningPharmacy.onItsOwnDatabase("etp.verification.registry-refresh=1s",
            "etp.trust.ocsp.max-age=3s");

    @TempDir
    static Path work;

    @Test
    void aPrescriberVouchedForByOcspAloneIsAcceptedRefusedForNowWithoutAResponderAndRevokedOnceRevokedThere() throws Exception {
        Path pki = pharmacy.pki();
        OcspVouchedPrescriber vouched = OcspVouchedPrescriber.start(pki, work);
        OpensslCa acme = vouched.ca();
        Path lee = vouched.certificate();
        int port = vouched.port();
        Process responder = vouched.responder();
        try {
            EtpCli imported = EtpCli.run("pki", "import", "--dir", pki, lee);
            assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();

            assertThat(sendUntil(pki, 2700, "ACCEPTED")).as("accepted on OCSP's word, no CRL").contains(": ACCEPTED ");

            responder.destroy();
            responder.waitFor();
            // accepted while the answer it holds is within its maximum age, then refused for now
            assertThat(sendUntil(pki, 2750, "REVOCATION_UNKNOWN")).as("the responder is down: send again later")
                    .contains("REJECTED");
            long stored = pharmacy.storedPrescriptions();
            assertThat(sendUntil(pki, 2795, "REVOCATION_UNKNOWN")).contains("REJECTED");
            assertThat(pharmacy.storedPrescriptions()).as("nothing stored on an unknown status").isEqualTo(stored);

            acme.revoke(lee);
            responder = acme.responder(port);
            assertThat(sendUntil(pki, 2800, "REVOKED")).contains("REJECTED").contains("REVOKED");
        } finally {
            responder.destroyForcibly();
        }
    }

    /** Sends new prescriptions by lee until the pharmacy's answer says {@code word}; that answer. */
    private static String sendUntil(Path pki, int seed, String word) throws Exception {
        String said = "";
        for (int attempt = 0; attempt < 60; attempt++) {
            Path file = work.resolve("lee-" + (seed + attempt) + ".der");
            EtpCli sample = EtpCli.run("sample", "--pki", pki, "--signer", "lee-rsa2048", "--format", "der",
                    "--profile", "prescription", "--seed", seed + attempt, "--out", file);
            assertThat(sample.exitCode()).as(sample.err()).isZero();
            said = EtpCli.run("send", "--target", pharmacy.target(), file).out();
            if (said.contains(word)) {
                return said;
            }
            Thread.sleep(500);
        }
        return said;
    }
}
