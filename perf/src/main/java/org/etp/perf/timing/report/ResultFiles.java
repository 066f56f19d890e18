package org.etp.perf.timing.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.etp.perf.timing.LinkResult;
import org.etp.perf.timing.Measurement;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Series;
import org.etp.perf.timing.SeriesResult;
import org.etp.perf.timing.Stats;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes a report's files into one directory: report.md, report.html, results.csv (every message, one row
 * each, for analysis elsewhere; those sent across a slow link in phases named after its rate), results.json (setup, machine, each series' statistics, every table as
 * shown with its ratio columns) and machine.txt.
 */
public final class ResultFiles {

    public static final List<String> NAMES = List.of("report.md", "report.html", "results.csv", "results.json",
            "machine.txt");
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private ResultFiles() {
    }

    public static void write(Report report, Path dir) throws IOException {
        Files.createDirectories(dir);
        write(dir.resolve("report.md"), MarkdownReport.write(report));
        write(dir.resolve("report.html"), HtmlReport.write(report));
        write(dir.resolve("results.csv"), csv(report.results()));
        write(dir.resolve("results.json"), MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json(report)));
        write(dir.resolve("machine.txt"), report.machine().text());
    }

    /** index.html in {@code dir}, linking each engine's report in {@code dir/<engine>/} (see {@link #write}). */
    public static Path writeIndex(Map<String, Report> byEngine, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path index = dir.resolve("index.html");
        write(index, HtmlReport.index(byEngine));
        return index;
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    static String csv(Results results) {
        StringBuilder csv = new StringBuilder("profile,format,variant,phase,run,prescription_id");
        for (Metric metric : Metric.values()) {
            csv.append(',').append(metric.key());
        }
        csv.append('\n');
        results.series().forEach(result -> rows(csv, result, "first", "measured"));
        for (LinkResult link : results.links()) {
            link.series().forEach(result -> rows(csv, result, "link " + link.rate() + " first", "link " + link.rate()));
        }
        return csv.toString();
    }

    private static void rows(StringBuilder csv, SeriesResult result, String firstPhase, String runPhase) {
        row(csv, result.series(), firstPhase, 0, result.first());
        for (int run = 0; run < result.runs().size(); run++) {
            row(csv, result.series(), runPhase, run + 1, result.runs().get(run));
        }
    }

    private static void row(StringBuilder csv, Series series, String phase, int run, Measurement measurement) {
        csv.append(series.profile().id()).append(',').append(series.format().id()).append(',')
                .append(series.variantName()).append(',').append(phase).append(',').append(run).append(',')
                .append(measurement.prescriptionId());
        for (Metric metric : Metric.values()) {
            double value = metric.of(measurement);
            csv.append(',');
            if (!Double.isNaN(value)) {
                csv.append(value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value));
            }
        }
        csv.append('\n');
    }

    static ObjectNode json(Report report) {
        ObjectNode root = MAPPER.createObjectNode();
        facts(root.putObject("setup"), report.setup());
        facts(root.putObject("machine"), report.machine().facts());
        ArrayNode series = root.putArray("series");
        for (SeriesResult result : report.results().series()) {
            ObjectNode node = series.addObject();
            node.put("profile", result.series().profile().id());
            node.put("format", result.series().format().id());
            node.put("variant", result.series().variantName());
            node.put("runs", result.runs().size());
            ObjectNode metrics = node.putObject("metrics");
            for (Metric metric : Metric.values()) {
                Stats stats = result.stats(metric);
                if (!stats.isEmpty()) {
                    ObjectNode values = metrics.putObject(metric.key());
                    values.put("mean", stats.mean());
                    values.put("median", stats.median());
                    values.put("p95", stats.p95());
                    values.put("stdDev", stats.stdDev());
                    values.put("min", stats.min());
                    values.put("max", stats.max());
                    double first = metric.of(result.first());
                    if (Double.isNaN(first)) {
                        values.putNull("first");
                    } else {
                        values.put("first", first);
                    }
                }
            }
        }
        ArrayNode tables = root.putArray("tables");
        for (Table table : report.tables()) {
            ObjectNode node = tables.addObject();
            node.put("id", table.id());
            node.put("title", table.title());
            node.put("note", table.note());
            table.header().forEach(node.putArray("header")::add);
            ArrayNode rows = node.putArray("rows");
            table.rows().forEach(row -> row.forEach(rows.addArray()::add));
            ArrayNode ratios = node.putArray("ratios");
            for (Table.Ratio ratio : table.ratios()) {
                ratios.addObject().put("column", ratio.column()).put("numerator", ratio.numerator())
                        .put("denominator", ratio.denominator());
            }
        }
        return root;
    }

    private static void facts(ObjectNode node, Map<String, String> facts) {
        facts.forEach(node::put);
    }
}
