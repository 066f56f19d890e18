package org.etp.perf.timing.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.perf.timing.Machine;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.TimingRun;

/**
 * Everything a run produced, ready to write: how it was set up, the machine, the tables in the order of the
 * report (the summary, the seed's tables 1–9, the signature algorithms, the cold first messages, the forms side
 * by side after seed 004, with {@code --link} the transmission measured on a slow link, and with {@code --sweep}
 * seed 002's size sweep) and the measurements behind them.
 */
public record Report(Map<String, String> setup, Machine machine, List<Table> tables, Results results) {

    public Report {
        setup = Collections.unmodifiableMap(new LinkedHashMap<>(setup));
        tables = List.copyOf(tables);
    }

    /** The report of a run: its tables, beside the 2004 figures where the seed study gave some. */
    public static Report of(TimingRun run, Seed2004 seed) {
        Results results = run.results();
        List<Table> tables = new ArrayList<>();
        tables.add(TimingTables.summary(results));
        tables.addAll(SizeTables.of(results, seed));
        tables.addAll(TimingTables.seedShaped(results, seed));
        tables.addAll(ResourceTables.of(results));
        tables.add(TimingTables.latency(results));
        tables.add(AlgorithmAndColdTables.algorithms(results));
        tables.add(AlgorithmAndColdTables.cold(results));
        tables.add(FormTable.of(results));
        if (!results.links().isEmpty()) {
            tables.add(LinkTable.of(results, seed));
        }
        return new Report(run.setup(), run.machine(), tables, results);
    }

    /**
     * This report with a further section after its tables (the size sweep's), and the facts of how that section
     * was set up after the run's own.
     */
    public Report withSection(Map<String, String> sectionSetup, List<Table> section) {
        Map<String, String> allSetup = new LinkedHashMap<>(setup);
        allSetup.putAll(sectionSetup);
        List<Table> allTables = new ArrayList<>(tables);
        allTables.addAll(section);
        return new Report(allSetup, machine, allTables, results);
    }

    /** A report of one section alone (the size sweep's, with {@code --sweep-only}): no message was sent. */
    public static Report sectionOnly(Map<String, String> setup, Machine machine, List<Table> section) {
        return new Report(setup, machine, section, new Results(List.of(), SignatureAlgorithm.RSA2048));
    }

    /** The table printed on the console. */
    public Table summary() {
        return tables.get(0);
    }
}
