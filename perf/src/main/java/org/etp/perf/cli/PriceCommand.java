package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.wire.ResponseStatus;
import org.etp.perf.load.LoadReport;
import org.etp.perf.price.IntakePrice;
import org.etp.perf.price.PriceTable;
import org.etp.perf.timing.PharmacyJar;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code etp price}: the intake rows of seed 003's table, run for real (a pharmacy per option: plain TCP, TLS 1.3,
 * mutual TLS; warm closed-loop load on each), printed and written as {@code price.md} and {@code price.csv}. The
 * JMH rows are {@code ./etp bench SecurityPriceBenchmarks}. Exit 0 when every message of every row was ACCEPTED.
 */
@Command(name = "price", mixinStandardHelpOptions = true,
        description = "The price of each security choice (seed 003): the intake over plain TCP, TLS 1.3 and mutual"
                + " TLS, each on a pharmacy started for it, warm closed loop; writes price.md and price.csv.")
public final class PriceCommand implements Callable<Integer> {

    static final String JMH_ROWS = "The handshake, DigestMethod and login rows: ./etp bench SecurityPriceBenchmarks"
            + " (docs/performance.md).";

    @Spec
    CommandSpec spec;

    @Option(names = "--count", defaultValue = "2000", paramLabel = "N",
            description = "Measured messages per row (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--warmup", defaultValue = "2000", paramLabel = "N",
            description = "Warm-up messages per row, sent first (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--connections", defaultValue = "4", paramLabel = "N",
            description = "Connections per row (default: ${DEFAULT-VALUE}).")
    int connections;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the files go (default: "
            + "perf/results/<timestamp>/ in the project, as ./etp timing).")
    Path out;

    @Option(names = "--pki", paramLabel = "DIR", description = "PKI directory (default: a fresh demo PKI in DIR/pki).")
    Path pki;

    @Mixin
    DatabaseOptions database;

    @Override
    public Integer call() throws Exception {
        IntakePrice.Plan plan = new IntakePrice.Plan(count, warmup, connections);
        Path dir = out != null ? out : TimingCommand.defaultOut();
        Files.createDirectories(dir);
        PrintWriter err = spec.commandLine().getErr();
        PkiDirectory trust = pki != null ? PkiDirectory.open(pki) : DemoPki.init(dir.resolve("pki"), true);
        Path jar = PharmacyJar.locate(dir.resolve("pharmacy-build.log"), err);
        IntakePrice.Database fresh = new IntakePrice.Database(database.url(), database.user(), database.password());
        List<IntakePrice.Result> results = new IntakePrice(trust, jar, fresh, dir, err).run(plan);
        PriceTable table = new PriceTable(results.stream().map(IntakePrice.Result::row).toList());
        Files.writeString(dir.resolve("price.md"), "# The price of each security choice (seed 003)\n\n"
                + table.markdown() + "\n" + JMH_ROWS + "\n");
        Files.writeString(dir.resolve("price.csv"), table.csv());
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.print(table.markdown());
        boolean allAccepted = true;
        for (IntakePrice.Result result : results) {
            LoadReport report = result.report();
            stdout.printf("%s: %d sent, %d ACCEPTED%n", result.security().label(), report.setup().count(),
                    report.count(ResponseStatus.ACCEPTED));
            allAccepted &= report.unanswered() == 0
                    && report.count(ResponseStatus.ACCEPTED) == report.setup().count();
        }
        stdout.println(JMH_ROWS);
        stdout.println("Written: " + dir.resolve("price.md") + " and " + dir.resolve("price.csv"));
        stdout.flush();
        return allAccepted ? 0 : SendCommand.NOT_ALL_ACCEPTED;
    }
}
