package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.etp.perf.timing.report.ResultFiles;
import org.etp.perf.timing.sweep.SweepPlan;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code etp timing --sweep-only}: seed 002's size sweep alone, in this process, into a report of its own. */
class SweepCommandTests {

    @TempDir
    static Path dir;

    static EtpCli sweep;
    static JsonNode results;

    @BeforeAll
    static void runTheSweep() throws Exception {
        Path pki = EtpCli.pkiInit(dir.resolve("pki"));
        sweep = EtpCli.run("timing", "--sweep-only", "--sweep", "1,20", "--sweep-runs", 2, "--sweep-warmup", 1,
                "--pki", pki, "--out", dir.resolve("out"));
        assertThat(sweep.exitCode()).as(sweep.err()).isZero();
        results = JsonMapper.builder().build().readTree(Files.readString(dir.resolve("out").resolve("results.json")));
    }

    @Test
    void writesEveryFileWithTheSweepsTablesAndCharts() throws Exception {
        for (String name : ResultFiles.NAMES) {
            assertThat(dir.resolve("out").resolve(name)).isNotEmptyFile();
        }
        assertThat(ids()).containsExactly("sweep-size", "sweep-time", "sweep-memory");
        String html = Files.readString(dir.resolve("out").resolve("report.html"));
        assertThat(html).contains("<svg id=\"chart-sweep-time\"", "<svg id=\"chart-sweep-memory\"",
                "Seed 002 sweep: verification time per message");
        assertThat(results.get("setup").get("sweep bounds").asString()).contains("service: 32 and 1048576");
    }

    @Test
    void hasARowPerSizeInWhichEveryEngineVerifiedEveryRun() {
        JsonNode size = table("sweep-size");
        assertThat(texts(size.get("header"))).containsExactly("status changes", "XML bytes", "DER bytes",
                "dom verified, via", "stax verified, via", "template verified, via", "der verified, via");
        assertThat(size.get("rows")).hasSize(2);
        for (JsonNode row : size.get("rows")) {
            List<String> cells = texts(row);
            assertThat(cells.subList(3, 7)).containsExactly("2 of 2, dom", "2 of 2, stax", "2 of 2, template",
                    "2 of 2, codec");
        }
        assertThat(texts(size.get("rows").get(0)).get(0)).isEqualTo("1");
        assertThat(texts(size.get("rows").get(1)).get(0)).isEqualTo("20");
        for (JsonNode row : table("sweep-time").get("rows")) {
            assertThat(texts(row).subList(1, 5)).allSatisfy(cell -> assertThat(Double.parseDouble(cell)).isPositive());
        }
        assertThat(sweep.out()).contains("Seed 002 sweep: verification time per message (µs)", "| 20 |");
    }

    @Test
    void sweepAloneTakesTheDefaultLengths() {
        TimingCommand command = new TimingCommand();
        picocli.CommandLine line = new picocli.CommandLine(command);
        line.parseArgs("--sweep");
        assertThat(command.sizeSweep.sweep).isEqualTo(SweepPlan.DEFAULT_SIZES);
        line.parseArgs("--sweep", "5,50");
        assertThat(command.sizeSweep.sweep).containsExactly(5, 50);
    }

    private static List<String> ids() {
        List<String> ids = new ArrayList<>();
        results.get("tables").forEach(table -> ids.add(table.get("id").asString()));
        return ids;
    }

    private static JsonNode table(String id) {
        for (JsonNode table : results.get("tables")) {
            if (table.get("id").asString().equals(id)) {
                return table;
            }
        }
        throw new AssertionError("no table " + id);
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asString()));
        return texts;
    }
}
