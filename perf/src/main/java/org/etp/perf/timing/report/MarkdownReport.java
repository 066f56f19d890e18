package org.etp.perf.timing.report;

import java.util.List;
import java.util.Map;
import org.etp.perf.timing.Machine;

/** report.md: the setup, the machine and every table as Markdown. */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    static String write(Report report) {
        StringBuilder md = new StringBuilder("# ETP timing: ASN.1 (DER) v XML, after Chadwick & Mundy (2004)\n\n");
        md.append("## Setup\n\n");
        facts(md, report.setup());
        md.append("\n## Machine and JDK\n\n");
        facts(md, report.machine().facts());
        for (Table table : report.tables()) {
            md.append("\n## ").append(table.title()).append("\n\n").append(table.note()).append("\n\n");
            md.append(table(table));
        }
        return md.toString();
    }

    private static void facts(StringBuilder md, Map<String, String> facts) {
        facts.forEach((name, value) -> md.append("- ").append(name).append(": ").append(value).append('\n'));
    }

    /** One table in Markdown, numbers right-aligned. */
    public static String table(Table table) {
        StringBuilder md = new StringBuilder();
        row(md, table.header());
        md.append("| --- |");
        md.append(" ---: |".repeat(table.header().size() - 1)).append('\n');
        table.rows().forEach(row -> row(md, row));
        return md.toString();
    }

    private static void row(StringBuilder md, List<String> cells) {
        md.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }
}
