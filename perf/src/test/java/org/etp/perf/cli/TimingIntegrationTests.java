package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PkiDirectory;
import org.etp.db.testing.TestDatabase;
import org.etp.perf.timing.report.ResultFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code etp timing} end to end with a few runs: it starts the pharmacy from its runnable jar on a fresh
 * database of the test server, and every file, table and chart must be there with sane numbers.
 */
class TimingIntegrationTests {

    private static final int RUNS = 3;

    @TempDir
    static Path out;

    @TempDir
    static Path pkiDir;

    static EtpCli timing;
    static JsonNode results;
    static String markdown;
    static String html;
    /** The DER of the certificates the attached series carry: the default rsa2048 signer's and the prescriber CA's. */
    static int certificateBytes;

    @BeforeAll
    static void runTheTimingJob() throws Exception {
        TestDatabase server = TestDatabase.get();
        PkiDirectory pki = DemoPki.init(pkiDir.resolve("pki"));
        certificateBytes = pki.defaultSigner(SignatureAlgorithm.RSA2048).certificate().getEncoded().length
                + pki.prescriberCaCertificate().getEncoded().length;
        timing = EtpCli.run("timing", "--runs", RUNS, "--warmup", 2, "--out", out, "--db-url", server.url(),
                "--db-user", server.username(), "--xml-engine", "template", "--pki", pki.path());
        assertThat(timing.exitCode()).as(timing.err()).isZero();
        results = JsonMapper.builder().build().readTree(Files.readString(out.resolve("results.json")));
        markdown = Files.readString(out.resolve("report.md"));
        html = Files.readString(out.resolve("report.html"));
    }

    @Test
    void writesEveryFileAndPrintsTheSummaryWithProgressOnStandardError() throws Exception {
        for (String name : ResultFiles.NAMES) {
            assertThat(out.resolve(name)).isNotEmptyFile();
        }
        assertThat(timing.out()).startsWith("Summary: means per message").contains("| simple, signed |");
        assertThat(timing.err()).contains("starting the pharmacy", "warm-up", "measured: " + RUNS + " of " + RUNS);
        assertThat(Files.readString(out.resolve("machine.txt"))).contains("CPU: ", "cores: ", "memory: ", "OS: ",
                "JDK: ");
        List<String> csv = Files.readAllLines(out.resolve("results.csv"));
        assertThat(csv).hasSize(1 + results.get("series").size() * (RUNS + 1));
    }

    @Test
    void namesTheXmlEngineOfThePharmacyItStarted() {
        assertThat(markdown).contains("XML engine", "template (etp.verification.xml-engine of the pharmacy the job"
                + " started)");
    }

    @Test
    void runsTheJobOncePerXmlEngineEachWithAPharmacyVerifyingWithIt(@TempDir Path engines) throws Exception {
        TestDatabase server = TestDatabase.get();
        EtpCli run = EtpCli.run("timing", "--runs", 2, "--warmup", 0, "--out", engines, "--db-url", server.url(),
                "--db-user", server.username(), "--profiles", "simple", "--forms", "xml", "--variants", "signed",
                "--alg", "rsa2048", "--xml-engine", "dom,stax");
        assertThat(run.exitCode()).as(run.err()).isZero();

        for (String engine : new String[] {"dom", "stax"}) {
            Path dir = engines.resolve(engine);
            assertThat(dir.resolve("report.html")).isNotEmptyFile();
            assertThat(run.out()).contains("(XML engine: " + engine + ")", dir.resolve("report.html").toString());
            // the pharmacy's own log says which engine served each XML message
            assertThat(Files.readString(dir.resolve("pharmacy.log"))).contains(" format=XML ")
                    .contains(" path=" + engine + " ").doesNotContain(" path=template");
        }
        assertThat(engines.resolve("report.html")).doesNotExist();
        // one page links the engines' reports, each with its summary
        String index = Files.readString(engines.resolve("index.html"));
        assertThat(run.out()).contains("All engines side by side: " + engines.resolve("index.html"));
        assertThat(index).contains("href=\"dom/report.html\"", "href=\"stax/report.html\"",
                "XML engine: dom", "XML engine: stax", "<table id=\"table-summary\">");
    }

    @Test
    void hasEveryTableOfTheIssueInBothReportsWithAChartEach() {
        List<String> ids = new ArrayList<>();
        results.get("tables").forEach(table -> ids.add(table.get("id").asString()));
        assertThat(ids).containsExactly("summary", "sizes", "transmission", "encode-unsigned", "decode-unsigned",
                "sign-encode", "verify-decode", "cpu", "memory", "latency", "algorithms", "cold", "forms");
        for (JsonNode table : results.get("tables")) {
            assertThat(markdown).contains("## " + table.get("title").asString());
            assertThat(html).contains("<svg id=\"chart-" + table.get("id").asString() + "\"",
                    "<table id=\"table-" + table.get("id").asString() + "\"");
            for (JsonNode row : table.get("rows")) {
                List<String> cells = new ArrayList<>();
                row.forEach(cell -> cells.add(cell.asString()));
                assertThat(markdown).contains("| " + String.join(" | ", cells) + " |");
            }
        }
        assertThat(html).contains("<svg id=\"chart-latency-unsigned\"", "<svg id=\"chart-latency-signed\"",
                "<svg id=\"chart-latency-attached\"").doesNotContain("<script src", "<link ");
    }

    @Test
    void everyFigureIsPositiveOrACountAndOnlyThe2004ColumnsHaveGaps() {
        for (JsonNode table : results.get("tables")) {
            List<String> header = strings(table.get("header"));
            for (JsonNode row : table.get("rows")) {
                List<String> cells = strings(row);
                for (int column = 1; column < cells.size(); column++) {
                    String name = table.get("id").asString() + " / " + cells.get(0) + " / " + header.get(column);
                    if (cells.get(column).equals("—")) {
                        assertThat(header.get(column)).as(name).startsWith("2004");
                        continue;
                    }
                    double value = Double.parseDouble(cells.get(column));
                    boolean mayBeZero = header.get(column).matches(".*(user|system|faults|sd)$");
                    assertThat(value).as(name).isGreaterThanOrEqualTo(0);
                    if (!mayBeZero) {
                        assertThat(value).as(name).isPositive();
                    }
                }
            }
        }
    }

    @Test
    void signedCertificatesAreLargerAndGzipShrinksXml() {
        Map<String, Map<String, Double>> sizes = byRow(table("sizes"));
        for (String profile : List.of("simple", "prescription", "complex")) {
            Map<String, Double> unsigned = sizes.get(profile + ", unsigned");
            Map<String, Double> signed = sizes.get(profile + ", signed");
            assertThat(signed.get("DER")).as(profile).isGreaterThan(unsigned.get("DER"));
            assertThat(signed.get("XML")).as(profile).isGreaterThan(unsigned.get("XML"));
            assertThat(unsigned.get("gzip XML")).as(profile).isLessThan(unsigned.get("XML"));
            assertThat(signed.get("gzip XML")).as(profile).isLessThan(signed.get("XML"));
        }
    }

    @Test
    void everyTableOfTheMainSeriesHasACertificateAttachedRowPerProfileAfterTheSignedOne() {
        int checked = 0;
        for (JsonNode table : results.get("tables")) {
            if (!strings(table.get("header")).get(0).startsWith("profile, variant")) {
                continue;
            }
            List<String> labels = new ArrayList<>();
            table.get("rows").forEach(row -> labels.add(row.get(0).asString()));
            for (String profile : List.of("simple", "prescription", "complex")) {
                List<Integer> signed = rowsOf(labels, profile + ", signed");
                List<Integer> attached = rowsOf(labels, profile + ", signed, certificate attached");
                assertThat(attached).as(table.get("id") + " " + profile).isNotEmpty();
                assertThat(signed).as(table.get("id") + " " + profile).isNotEmpty().allMatch(
                        row -> row < attached.get(0));
            }
            checked++;
        }
        // summary, sizes, transmission, cpu, memory, latency, forms
        assertThat(checked).isEqualTo(7);
        List<String> cold = new ArrayList<>();
        table("cold").get("rows").forEach(row -> cold.add(row.get(0).asString()));
        assertThat(cold).contains("prescription der rsa2048+attached", "complex oer rsa2048+attached");
    }

    @Test
    void attachedMessagesCountTheChainAndStapleInTheirSizesAndTransmissionTimes() {
        Map<String, Map<String, Double>> sizes = byRow(table("sizes"));
        Map<String, Map<String, Double>> transmission = byRow(table("transmission"));
        for (String profile : List.of("simple", "prescription", "complex")) {
            Map<String, Double> signed = sizes.get(profile + ", signed");
            Map<String, Double> attached = sizes.get(profile + ", signed, certificate attached");
            for (String form : List.of("DER", "XML", "OER")) {
                // the same content (message k of every series), so the difference is the attachment block
                assertThat(attached.get(form) - signed.get(form)).as(profile + " " + form)
                        .isGreaterThanOrEqualTo(certificateBytes);
                assertThat(attached.get("gzip " + form)).as(profile + " gzip " + form)
                        .isGreaterThan(signed.get("gzip " + form));
                assertThat(transmission.get(profile + ", signed, certificate attached").get(form + " 64k"))
                        .as(profile + " " + form + " at 64 kbit/s")
                        .isGreaterThan(transmission.get(profile + ", signed").get(form + " 64k") + certificateBytes
                                * 8 / 64.0 - 0.51);
            }
            assertThat(attached.get("2004 ASN.1")).isNaN();
        }
        assertThat(results.get("setup").get("attached").asString()).contains("attachment block of ",
                "the signer's certificate (", "a good OCSP answer");
    }

    @Test
    void thePharmacyAcceptedEveryMessageAndRecordedEachOne() {
        int messages = results.get("series").size() * (RUNS + 1);
        assertThat(results.get("series")).extracting(series -> series.get("variant").asString())
                .contains("unsigned", "rsa2048", "rsa2048+attached");
        assertThat(results.get("setup").get("recipient resources").asString())
                .isEqualTo("the pharmacy's message_metrics rows (" + messages + " of " + messages + " messages)");
    }

    @Test
    void everyRatioIsTheQuotientOfTheTwoNumbersShown() {
        int checked = 0;
        for (JsonNode table : results.get("tables")) {
            for (JsonNode ratio : table.get("ratios")) {
                for (JsonNode row : table.get("rows")) {
                    List<String> cells = strings(row);
                    String shown = cells.get(ratio.get("column").asInt());
                    String top = cells.get(ratio.get("numerator").asInt());
                    String bottom = cells.get(ratio.get("denominator").asInt());
                    if (shown.equals("—")) {
                        assertThat(top.equals("—") || bottom.equals("—")).isTrue();
                        continue;
                    }
                    assertThat(Double.parseDouble(shown)).as(table.get("id") + " " + cells.get(0))
                            .isCloseTo(Double.parseDouble(top) / Double.parseDouble(bottom), within(0.0051));
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(50);
    }

    /** The rows of this variant: labelled exactly so, or so and a side; not those of a variant it begins. */
    private static List<Integer> rowsOf(List<String> labels, String variant) {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            String label = labels.get(i);
            if (label.equals(variant) || label.equals(variant + ", sender") || label.equals(variant + ", recipient")) {
                rows.add(i);
            }
        }
        return rows;
    }

    private static JsonNode table(String id) {
        for (JsonNode table : results.get("tables")) {
            if (table.get("id").asString().equals(id)) {
                return table;
            }
        }
        throw new AssertionError("no table " + id);
    }

    private static Map<String, Map<String, Double>> byRow(JsonNode table) {
        List<String> header = strings(table.get("header"));
        Map<String, Map<String, Double>> rows = new HashMap<>();
        for (JsonNode row : table.get("rows")) {
            List<String> cells = strings(row);
            Map<String, Double> values = new HashMap<>();
            for (int column = 1; column < cells.size(); column++) {
                values.put(header.get(column), cells.get(column).equals("—") ? Double.NaN
                        : Double.parseDouble(cells.get(column)));
            }
            rows.put(cells.get(0), values);
        }
        return rows;
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(node -> strings.add(node.asString()));
        return strings;
    }
}
