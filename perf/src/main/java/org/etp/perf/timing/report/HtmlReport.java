package org.etp.perf.timing.report;

import static org.etp.perf.timing.report.SvgCharts.escape;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Machine;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Series;
import org.etp.perf.timing.Variant;

/**
 * report.html: one self-contained page (inline CSS and SVG, nothing fetched) with every table, a bar chart
 * per table, and the distribution of the end-to-end latency per variant.
 */
final class HtmlReport {

    private HtmlReport() {
    }

    private static final String HEAD = """
            <!DOCTYPE html>
            <html lang="en-GB"><head><meta charset="utf-8">
            <title>ETP timing: ASN.1 (DER) v XML</title>
            <style>
            body { font-family: sans-serif; margin: 2em; max-width: 1200px; }
            table { border-collapse: collapse; margin: 1em 0; font-size: 13px; }
            th, td { border: 1px solid #ccc; padding: 3px 6px; }
            td { text-align: right; } td:first-child { text-align: left; }
            th { background: #f3f3f3; }
            p.note { color: #444; max-width: 70em; }
            </style></head><body>
            <h1>ETP timing: ASN.1 (DER) v XML, after Chadwick &amp; Mundy (2004)</h1>
            """;

    static String write(Report report) {
        StringBuilder html = new StringBuilder(HEAD);
        facts(html, "Setup", report.setup());
        facts(html, "Machine and JDK", report.machine().facts());
        for (Table table : report.tables()) {
            html.append("<h2>").append(escape(table.title())).append("</h2>\n<p class=\"note\">")
                    .append(escape(table.note())).append("</p>\n");
            html.append(SvgCharts.bars("chart-" + table.id(), table.chart()));
            table(html, table);
        }
        html.append("<h2>End-to-end latency distributions</h2>\n<p class=\"note\">Each measured run's round trip "
                + "(send to ACCEPTED, including the durable store) at its percentile, one line per profile and form."
                + "</p>\n");
        for (Variant variant : report.results().variants()) {
            html.append("<h3>").append(escape(variant.label()))
                    .append(variant.signed() ? ", " + report.results().algorithm().id() : "").append("</h3>\n");
            html.append(SvgCharts.distribution("chart-latency-" + variant.id(), "µs",
                    roundTrips(report.results(), variant)));
        }
        return html.append("</body></html>\n").toString();
    }

    /**
     * index.html of a run with several XML engines: the machine once, then per engine (its folder's name) a
     * link to its full report and its summary table, so the engines read side by side.
     */
    static String index(Map<String, Report> byEngine) {
        StringBuilder html = new StringBuilder(HEAD);
        html.append("<p class=\"note\">One run of the job per XML engine of the pharmacy, the same content each time;"
                + " each engine's full report is in its own folder.</p>\n");
        byEngine.values().stream().findFirst().ifPresent(first -> facts(html, "Machine and JDK",
                first.machine().facts()));
        byEngine.forEach((engine, report) -> {
            html.append("<h2>XML engine: ").append(escape(engine)).append("</h2>\n<p><a href=\"")
                    .append(escape(engine)).append("/report.html\">Full report (").append(escape(engine))
                    .append(")</a> · <a href=\"").append(escape(engine)).append("/report.md\">Markdown</a> · <a href=\"")
                    .append(escape(engine)).append("/results.csv\">every message (CSV)</a></p>\n");
            Table summary = report.summary();
            html.append("<h3>").append(escape(summary.title())).append("</h3>\n");
            table(html, summary);
        });
        return html.append("</body></html>\n").toString();
    }

    private static Map<String, double[]> roundTrips(Results results, Variant variant) {
        Map<String, double[]> lines = new LinkedHashMap<>();
        for (Profile profile : results.profiles()) {
            for (WireFormat format : WireFormat.values()) {
                results.find(new Series(profile, format, variant, results.algorithm())).ifPresent(result ->
                        lines.put(profile.id() + " " + format.id(), result.runs().stream()
                                .mapToDouble(Metric.ROUND_TRIP::of).toArray()));
            }
        }
        return lines;
    }

    private static void facts(StringBuilder html, String title, Map<String, String> facts) {
        html.append("<h2>").append(title).append("</h2>\n<ul>\n");
        facts.forEach((name, value) -> html.append("<li>").append(escape(name)).append(": ").append(escape(value))
                .append("</li>\n"));
        html.append("</ul>\n");
    }

    private static void table(StringBuilder html, Table table) {
        html.append("<table id=\"table-").append(table.id()).append("\">\n<tr>");
        table.header().forEach(cell -> html.append("<th>").append(escape(cell)).append("</th>"));
        html.append("</tr>\n");
        for (List<String> row : table.rows()) {
            html.append("<tr>");
            row.forEach(cell -> html.append("<td>").append(escape(cell)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }
}
