package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.db.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code etp send} and {@code etp load} against the real pharmacy intake, over plain TCP. */
class SendAndLoadIntegrationTests {

    private static final Pattern ACCEPTED_ID = Pattern.compile("ACCEPTED (\\S{20}) ");

    @RegisterExtension
    static final RunningPharmacy pharmacy = new RunningPharmacy();

    @TempDir
    static Path work;

    @Test
    void sendsDerAndXmlThatAreAcceptedAndStoredAndAResendIsADuplicate() throws Exception {
        Path der = sample("der", 101);
        Path xml = sample("xml", 102);
        long before = pharmacy.storedPrescriptions();

        EtpCli first = EtpCli.run("send", "--target", pharmacy.target(), der, xml);

        assertThat(first.exitCode()).as(first.err()).isZero();
        String[] lines = first.out().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith(der + ": ACCEPTED ").contains("server us: decode ", ", store ", "round trip ");
        assertThat(lines[1]).startsWith(xml + ": ACCEPTED ");
        assertThat(pharmacy.storedPrescriptions()).isEqualTo(before + 2);

        EtpCli again = EtpCli.run("send", "--target", pharmacy.target(), der);

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).startsWith(der + ": DUPLICATE " + acceptedId(lines[0]));
        assertThat(pharmacy.storedPrescriptions()).isEqualTo(before + 2);
    }

    @Test
    void aTamperedCertificateIsRejectedForItsSignatureAndExitsOne() throws Exception {
        Path tampered = work.resolve("tampered.der");
        Files.write(tampered, Tampering.changeOneByteOfThePrescriptionId(Files.readAllBytes(sample("der", 103))));

        EtpCli sent = EtpCli.run("send", "--target", pharmacy.target(), "--format", "der", tampered);

        assertThat(sent.exitCode()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        assertThat(sent.out()).startsWith(tampered + ": REJECTED BAD_SIGNATURE (4) ");
    }

    @Test
    void anUnreachableTargetExitsThreeWithOneClearLine() throws Exception {
        int port = closedPort();

        EtpCli sent = EtpCli.run("send", "--target", "127.0.0.1:" + port, sample("der", 104));

        assertThat(sent.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(sent.err()).startsWith("error: could not connect to 127.0.0.1:" + port + ": ")
                .doesNotContain("Exception", "\tat ");
        assertThat(sent.out()).isEmpty();
    }

    @Test
    void aFileOfNeitherFormIsRefusedBeforeAnythingIsSent() throws Exception {
        Path pem = work.resolve("not-a-certificate.pem");
        Files.writeString(pem, "-----BEGIN CERTIFICATE-----\n");

        EtpCli sent = EtpCli.run("send", "--target", pharmacy.target(), pem);

        assertThat(sent.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(sent.err()).startsWith("error: ").contains("give --format");
    }

    @Test
    void aClosedLoopLoadIsAcceptedInFullAndStoredOncePerMessage() throws Exception {
        long before = pharmacy.storedPrescriptions();
        Path json = work.resolve("closed.json");

        EtpCli load = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", pharmacy.target(), "--connections", 2,
                "--count", 200, "--format", "der", "--json", json);

        assertThat(load.exitCode()).as(load.err()).isZero();
        assertThat(load.out()).contains("over 2 connections", "closed loop", "status: ACCEPTED 200\n",
                "latency ms (200, from send): p50 ");
        JsonNode figures = JsonMapper.builder().build().readTree(json.toFile());
        assertThat(figures.get("statuses").get("ACCEPTED").asLong()).isEqualTo(200);
        assertThat(figures.get("throughputPerSecond").asDouble()).isPositive();
        assertThat(figures.get("latencyMs").get("p99").asDouble()).isPositive();
        assertThat(pharmacy.storedPrescriptions() - before).isEqualTo(200);
    }

    @Test
    void reportsTheCpuThePharmacyAndItsDatabaseSpentPerAnsweredMessage() {
        // The pharmacy of this class runs in this JVM: its process is this one.
        EtpCli load = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", pharmacy.target(), "--connections", 2,
                "--count", 300, "--format", "der", "--server-pid", ProcessHandle.current().pid(), "--database-url",
                TestDatabase.get().url(), "--database-user", TestDatabase.get().username());

        assertThat(load.exitCode()).as(load.err()).isZero();
        Matcher server = Pattern.compile("pharmacy CPU per answered message: (\\d+) µs \\((\\d+) ms in 1 process\\)")
                .matcher(load.out());
        assertThat(server.find()).as(load.out()).isTrue();
        assertThat(Long.parseLong(server.group(2))).isPositive();
        Matcher database = Pattern.compile("PostgreSQL CPU per answered message: (\\d+) µs \\((\\d+) ms in (\\d+)"
                + " processes\\)").matcher(load.out());
        assertThat(database.find()).as(load.out()).isTrue();
        assertThat(Integer.parseInt(database.group(3))).as("the pool's backends and the background processes")
                .isGreaterThan(1);
    }

    @Test
    void anOpenLoopLoadKeepsItsRateAndMeasuresFromTheIntendedSendTime() throws Exception {
        long before = pharmacy.storedPrescriptions();

        EtpCli load = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", pharmacy.target(), "--connections", 2,
                "--count", 100, "--format", "xml", "--profile", "simple", "--alg", "ecp256", "--rate", 200);

        assertThat(load.exitCode()).as(load.err()).isZero();
        assertThat(load.out()).contains("open loop at 200.0 msg/s", "from intended send time",
                "status: ACCEPTED 100\n");
        Matcher elapsed = Pattern.compile("elapsed (\\d+\\.\\d+) s").matcher(load.out());
        assertThat(elapsed.find()).isTrue();
        assertThat(Double.parseDouble(elapsed.group(1))).as("100 messages at 200/s").isGreaterThan(0.49);
        assertThat(pharmacy.storedPrescriptions() - before).isEqualTo(100);
    }

    @Test
    void aLoadRepeatedWithItsSeedIsAnsweredWithDuplicates() {
        Object[] load = {"load", "--pki", pharmacy.pki(), "--target", pharmacy.target(), "--connections", 1,
                "--count", 20, "--format", "der", "--alg", "ed25519", "--seed", 4242};

        EtpCli first = EtpCli.run(load);
        EtpCli again = EtpCli.run(load);

        assertThat(first.out()).as(first.err()).contains("status: ACCEPTED 20\n");
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("status: DUPLICATE 20\n");
    }

    @Test
    void aLoadNominatingAnotherPharmacyIsRefusedWrongPharmacyAndStoresNothing() throws Exception {
        long before = pharmacy.storedPrescriptions();

        EtpCli elsewhere = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", pharmacy.target(), "--connections",
                1, "--count", 10, "--format", "der", "--seed", 24_000_200, "--pharmacy", "FCK42");
        EtpCli here = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", pharmacy.target(), "--connections",
                1, "--count", 10, "--format", "der", "--seed", 24_000_200, "--pharmacy", "FA123");

        assertThat(elsewhere.exitCode()).as(elsewhere.err()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        assertThat(elsewhere.out()).contains("status: REJECTED 10 (WRONG_PHARMACY 10)");
        assertThat(here.exitCode()).as(here.err()).isZero();
        assertThat(here.out()).contains("status: ACCEPTED 10\n");
        assertThat(pharmacy.storedPrescriptions() - before).isEqualTo(10);
    }

    @Test
    void aSampleNominatesTheAskedPharmacyWhichThePharmacyRefuses() throws Exception {
        Path elsewhere = work.resolve("rx-fwd07.der");
        EtpCli sample = EtpCli.run("sample", "--pki", pharmacy.pki(), "--format", "der", "--profile", "prescription",
                "--seed", 24_000_210, "--pharmacy", "FWD07", "--out", elsewhere);
        assertThat(sample.exitCode()).as(sample.err()).isZero();

        EtpCli sent = EtpCli.run("send", "--target", pharmacy.target(), elsewhere, sample("der", 24_000_211));

        assertThat(sent.exitCode()).isEqualTo(SendCommand.NOT_ALL_ACCEPTED);
        String[] lines = sent.out().split("\n");
        assertThat(lines[0]).startsWith(elsewhere + ": REJECTED WRONG_PHARMACY (13) ");
        assertThat(lines[1]).contains(": ACCEPTED ");
    }

    @Test
    void aSampleRefusesAnOdsCodeThatIsNotOne() {
        EtpCli sample = EtpCli.run("sample", "--pki", pharmacy.pki(), "--format", "der", "--profile", "prescription",
                "--pharmacy", "fa-123", "--out", work.resolve("never.der"));

        assertThat(sample.exitCode()).isNotZero();
        assertThat(sample.err()).contains("--pharmacy").doesNotContain("\tat ");
        assertThat(work.resolve("never.der")).doesNotExist();
    }

    @Test
    void aLoadAgainstNothingFailsBeforeSigning() throws Exception {
        int port = closedPort();

        EtpCli load = EtpCli.run("load", "--pki", pharmacy.pki(), "--target", "127.0.0.1:" + port, "--connections", 1,
                "--count", 5, "--format", "der");

        assertThat(load.exitCode()).isEqualTo(ExitCode.FAILURE);
        assertThat(load.err()).startsWith("error: could not connect to 127.0.0.1:" + port).doesNotContain("preparing");
    }

    private static Path sample(String format, int seed) {
        return EtpCli.sample(pharmacy.pki(), format, seed, work.resolve("rx-" + seed + "." + format));
    }

    /** A port nothing listens on (it did a moment ago). */
    private static int closedPort() throws Exception {
        try (var closed = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return closed.getLocalPort();
        }
    }

    private static String acceptedId(String line) {
        Matcher id = ACCEPTED_ID.matcher(line);
        assertThat(id.find()).as(line).isTrue();
        return id.group(1);
    }
}
