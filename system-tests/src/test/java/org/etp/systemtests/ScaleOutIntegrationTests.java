package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.systemtests.support.CounterWebClient;
import org.etp.systemtests.support.EtpSystem;
import org.etp.systemtests.support.IntakeCluster;
import org.junit.jupiter.api.Test;

/**
 * The scale-out acceptance test: HAProxy in front of three pharmacy nodes (processes, mutual TLS ending at
 * each node) on one PostgreSQL, {@code ./etp load --retry} through it, and mid-load one node SIGKILLed and
 * another drained, stopped and started again. Every request ends ACCEPTED or DUPLICATE, the database holds
 * each prescription exactly once, and the counter of each surviving node shows them all.
 */
class ScaleOutIntegrationTests {

    private static final int COUNT = 3_000;
    // Slow enough that the drained node is back before the end on a loaded machine (its start takes a minute).
    private static final int RATE = 40;
    private static final long SEED = 23_100_000;
    private static final Duration PATIENCE = Duration.ofMinutes(4);
    private static final Pattern STATUS = Pattern.compile("status: (.*)");

    @Test
    void storesEveryPrescriptionOnceThroughAKilledNodeAndARollingRestart() throws Exception {
        try (IntakeCluster cluster = IntakeCluster.started("scale-out", 3)) {
            Path output = cluster.dir().resolve("load.out");
            Process load = load(cluster, output);

            await().atMost(PATIENCE).until(() -> stored(cluster) >= COUNT / 10);
            cluster.node(1).kill();

            await().atMost(PATIENCE).until(() -> stored(cluster) >= COUNT / 4);
            cluster.haproxy().drain("n2");
            cluster.node(2).stop();
            cluster.node(2).start().awaitHealthy(Duration.ofMinutes(5));
            cluster.haproxy().ready("n2");

            assertThat(load.waitFor(PATIENCE.toMinutes(), TimeUnit.MINUTES)).as("the load ended").isTrue();
            String printed = Files.readString(output);
            assertThat(load.exitValue()).as(printed).isZero();
            // DUPLICATE only for a resend of what a node had committed before its connection died, if any did.
            Map<String, Long> statuses = statuses(printed);
            assertThat(statuses.keySet()).as(printed).isSubsetOf("ACCEPTED", "DUPLICATE");
            assertThat(statuses.values().stream().mapToLong(Long::longValue).sum()).as(printed).isEqualTo(COUNT);

            assertThat(one(cluster, "SELECT count(DISTINCT prescription_id) FROM prescription")).isEqualTo(COUNT);
            assertThat(one(cluster, "SELECT count(*) FROM prescription")).isEqualTo(COUNT);
            assertThat(one(cluster, "SELECT count(DISTINCT node) FROM prescription")).as("every node stored some")
                    .isEqualTo(3);
            String newest = EtpSystem.query(cluster.database(),
                    "SELECT prescription_id || ' ' || node FROM prescription ORDER BY id DESC LIMIT 1").get(0);
            for (int survivor : new int[] {2, 3}) {
                CounterWebClient counter = CounterWebClient.signIn(cluster.node(survivor), "shah");
                assertThat(counter.get("/queue/arrivals?after=0").body()).as("node n%d's counter", survivor)
                        .contains("\"count\":" + COUNT);
                assertThat(counter.get("/queue").body()).contains(newest.split(" ")[0]);
                assertThat(counter.get("/prescriptions/" + newest.split(" ")[0]).body())
                        .contains("id=\"received-by\">" + newest.split(" ")[1] + "<");
            }
        }
    }

    /** {@code ./etp load --retry} through HAProxy, as its own process (the tool's jar, as ./etp runs it). */
    private static Process load(IntakeCluster cluster, Path output) throws Exception {
        Path root = Path.of(System.getProperty("etp.root", "..")).toAbsolutePath().normalize();
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-jar", root.resolve("perf/target/etp-perf.jar").toString(), "load", "--retry", "--tls",
                "--pki", cluster.pki().path().toString(), "--target", cluster.target(), "--connections", "6",
                "--count", String.valueOf(COUNT), "--rate", String.valueOf(RATE), "--format", "der", "--alg",
                "ed25519", "--seed", String.valueOf(SEED)));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
    }

    private static long stored(IntakeCluster cluster) {
        return one(cluster, "SELECT count(*) FROM prescription");
    }

    private static long one(IntakeCluster cluster, String sql) {
        return Long.parseLong(EtpSystem.query(cluster.database(), sql).get(0));
    }

    /** The load report's counts by status. */
    private static Map<String, Long> statuses(String printed) {
        Matcher line = STATUS.matcher(printed);
        Map<String, Long> counts = new LinkedHashMap<>();
        if (line.find()) {
            for (String each : line.group(1).split(", ")) {
                String[] parts = each.split(" ");
                counts.put(parts[0], Long.parseLong(parts[1]));
            }
        }
        return counts;
    }
}
