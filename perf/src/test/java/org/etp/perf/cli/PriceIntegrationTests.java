package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.etp.db.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code etp price} end to end with a tiny count: three pharmacies started from the runnable jar (plain TCP, TLS 1.3,
 * mutual TLS), each on a fresh database of the test server, and a row for each in which every message was
 * ACCEPTED. No time is asserted.
 */
class PriceIntegrationTests {

    private static final int COUNT = 200;

    @Test
    void measuresEveryIntakeOptionOnAPharmacyStartedWithItAndEveryMessageIsAccepted(@TempDir Path out)
            throws Exception {
        TestDatabase server = TestDatabase.get();

        EtpCli price = EtpCli.run("price", "--count", COUNT, "--warmup", 0, "--connections", 2, "--out", out,
                "--db-url", server.url(), "--db-user", server.username());

        assertThat(price.exitCode()).as(price.err()).isZero();
        for (String option : new String[] {"plain TCP", "TLS 1.3", "mutual TLS"}) {
            assertThat(price.out()).contains("| " + option + " |", option + ": " + COUNT + " sent, " + COUNT
                    + " ACCEPTED");
        }
        assertThat(price.out()).contains("./etp bench SecurityPriceBenchmarks");
        List<String> csv = Files.readAllLines(out.resolve("price.csv"));
        assertThat(csv).hasSize(4).first().isEqualTo("choice,option,buys,cost,unit,relative,note");
        assertThat(csv.subList(1, 4)).allSatisfy(row -> assertThat(row).contains(",msg/s,", "p99 "));
        assertThat(Files.readString(out.resolve("price.md"))).contains("(seed 003)", "| plain TCP |", "| TLS 1.3 |",
                "| mutual TLS |");
        assertThat(Files.readString(out.resolve("pharmacy-plain_tcp.log"))).contains("Intake listening")
                .doesNotContain("with TLS");
        assertThat(Files.readString(out.resolve("pharmacy-tls.log"))).contains("with TLS (client certificates: none)");
        assertThat(Files.readString(out.resolve("pharmacy-mutual_tls.log")))
                .contains("with TLS (client certificates: require)");
    }
}
