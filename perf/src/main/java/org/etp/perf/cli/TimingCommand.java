package org.etp.perf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.timing.JobToken;
import org.etp.perf.timing.Machine;
import org.etp.perf.timing.TimingJob;
import org.etp.perf.timing.TimingPlan;
import org.etp.perf.timing.Variant;
import org.etp.perf.timing.link.LinkRate;
import org.etp.perf.timing.link.Prerequisites;
import org.etp.perf.timing.report.MarkdownReport;
import org.etp.perf.timing.report.Report;
import org.etp.perf.timing.report.ResultFiles;
import org.etp.perf.timing.report.Seed2004;
import org.etp.perf.timing.report.SweepTables;
import org.etp.perf.timing.report.Table;
import org.etp.perf.timing.sweep.SweepJob;
import org.etp.perf.token.SoftHsmToken;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code etp timing}: the seed study's experiment end to end — every profile × form × variant, sent one at
 * a time over a real socket into a real pharmacy that verifies and stores it, once per XML engine — and its
 * report: tables beside the 2004 figures, charts, CSV and JSON. Progress on standard error, the summary table
 * on standard output, everything in {@code --out} (with several engines, in one directory per engine). With
 * {@code --sweep}, seed 002's size sweep runs first, in this process, and is a section of every report; with
 * {@code --sweep-only} it is the whole report.
 */
@Command(name = "timing", mixinStandardHelpOptions = true,
        description = "Run the ASN.1-v-XML timing experiment of the 2004 study against a real pharmacy and write "
                + "report.md, report.html, results.csv, results.json and machine.txt; with --sweep, also seed 002's "
                + "size sweep per XML engine.")
public final class TimingCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--runs", defaultValue = "100", paramLabel = "N", description = "Measured runs per series "
            + "(default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--warmup", defaultValue = "200", paramLabel = "ROUNDS", description = "Warm-up rounds, one "
            + "message of every series each, before measuring (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the files go (default: "
            + "perf/results/<timestamp>/ in the project).")
    Path out;

    @Option(names = {"--profiles", "--profile"}, split = ",", defaultValue = "simple,prescription,complex",
            converter = Converters.StoredProfileId.class, paramLabel = "P[,P…]", description = "Profiles (default: "
            + "${DEFAULT-VALUE}).")
    List<Profile> profiles;

    @Option(names = "--forms", split = ",", defaultValue = "der,xml,oer", converter = Converters.Format.class,
            paramLabel = "F[,F…]", description = "Forms (default: ${DEFAULT-VALUE}).")
    List<WireFormat> forms;

    @Option(names = "--variants", split = ",", defaultValue = "unsigned,signed,attached,token", paramLabel = "V[,V…]",
            description = "unsigned, signed, attached: signed with the signer's certificate chain and a stapled OCSP "
                    + "answer in the frame, and/or token: signed with a key inside a SoftHSM2 token the job makes and "
                    + "deletes (rows in the sign + encode and algorithm tables). Default: ${DEFAULT-VALUE}, token "
                    + "only when SoftHSM2 and OpenSC are installed and the job makes its own PKI (no --pki); the "
                    + "report says why when it is left out.")
    List<String> variants;

    @Option(names = "--alg", split = ",", defaultValue = "rsa2048,ecp256,ed25519", converter = Converters.Algorithm.class,
            paramLabel = "A[,A…]", description = "Signature algorithms: the first signs the main tables, all appear in"
            + " the signature-algorithm table (default: ${DEFAULT-VALUE}).")
    List<SignatureAlgorithm> algorithms;

    @Mixin
    TimingTarget pharmacy;

    @Option(names = "--link", split = ",", converter = Converters.Rate.class, paramLabel = "RATE[,RATE…]",
            description = "Also send the main series across a real link held to each rate (64k, 256k, 2m): a veth "
                    + "pair into a network namespace made and removed by the job, rate-limited by tc, the pharmacy "
                    + "inside. Needs root and iproute2; not with --target.")
    List<LinkRate> links = List.of();

    @Option(names = "--seed", paramLabel = "N", description = "First content seed (default: random).")
    Long seed;

    @Option(names = "--xml-engine", split = ",", converter = Converters.Engine.class, paramLabel = "E[,E…]",
            description = "XML engines: the whole job once per engine, each with a pharmacy of its own verifying XML"
                    + " with it, the same content; with several, each run's files go to DIR/<engine>/ (default:"
                    + " dom,stax,template when the forms include xml, else template). With --target: one, the"
                    + " target's, stated for the report.")
    List<XmlEngine> xmlEngines;

    @Mixin
    SweepOptions sizeSweep;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        pharmacy.check(links);
        List<String> missing = links.isEmpty() ? List.of() : Prerequisites.missing();
        if (!missing.isEmpty()) {
            err.println("error: --link needs " + String.join("; and ", missing) + ". Nothing was started or changed.");
            return ExitCode.FAILURE;
        }
        TimingPlan plan = new TimingPlan(runs, warmup, profiles, forms,
                variants.stream().map(Variant::fromId).collect(Collectors.toSet()), algorithms);
        Optional<String> noToken = noToken(plan);
        if (noToken.isPresent() && plan.variants().contains(Variant.TOKEN)) {
            if (spec.commandLine().getParseResult().hasMatchedOption("--variants")) {
                err.println("error: --variants token: " + noToken.get() + ". Nothing was started.");
                return ExitCode.FAILURE;
            }
            plan = plan.withoutToken();
        }
        Path dir = out != null ? out : defaultOut();
        List<XmlEngine> engines = engines();
        long contentSeed = seed != null ? seed : new SecureRandom().nextLong() >>> 16;
        double loadBefore = Machine.loadAverage();
        Optional<SweepJob.SweepRun> sweepRun = sizeSweep.run(xmlEngines, pharmacy.pki(), err);
        if (sizeSweep.only()) {
            Report report = Report.sectionOnly(sweepRun.get().setup(), Machine.describe(loadBefore),
                    SweepTables.of(sweepRun.get().points()));
            write(report, dir, report.tables(), "");
            return 0;
        }
        Map<String, Report> byEngine = new LinkedHashMap<>();
        try (SoftHsmToken token = noToken.isPresent() ? null : SoftHsmToken.make(TOKEN_LABEL,
                Pkcs11Token.DEFAULT_SESSIONS)) {
            JobToken jobToken = token == null ? JobToken.none(noToken.get()) : JobToken.of(token);
            for (XmlEngine engine : engines) {
                Path engineDir = engines.size() == 1 ? dir : dir.resolve(engine.id());
                TimingJob job = new TimingJob(plan, pharmacy.where(), links, engineDir, contentSeed, err, engine)
                        .withToken(jobToken);
                Report report = Report.of(job.run(), Seed2004.load());
                if (sweepRun.isPresent()) {
                    report = report.withSection(sweepRun.get().setup(), SweepTables.of(sweepRun.get().points()));
                }
                write(report, engineDir, List.of(report.summary()), " (XML engine: " + engine.id() + ")");
                byEngine.put(engine.id(), report);
            }
        }
        if (byEngine.size() > 1) {
            spec.commandLine().getOut().println("All engines side by side: " + ResultFiles.writeIndex(byEngine, dir));
        }
        return 0;
    }

    /**
     * Why the plan's token series cannot be run, when it has any: no algorithm a token holds, a PKI given (the job
     * adds the token's prescribers only to a PKI of its own), or no SoftHSM2 token to be had in this process.
     */
    private Optional<String> noToken(TimingPlan plan) {
        if (!plan.variants().contains(Variant.TOKEN)) {
            return Optional.of("the token variant was not asked for");
        }
        if (plan.tokenAlgorithms().isEmpty()) {
            return Optional.of("no algorithm of --alg can be held in a token (Ed25519 cannot: SunPKCS11 has none)");
        }
        if (pharmacy.pki().isPresent()) {
            return Optional.of("the job adds the token's prescribers only to a PKI of its own, and --pki names one to"
                    + " use as it is");
        }
        return SoftHsmToken.unavailable();
    }

    /** Writes the report's files and prints the tables {@code shown}, titled with {@code suffix}, and where to. */
    private void write(Report report, Path dir, List<Table> shown, String suffix) throws IOException {
        ResultFiles.write(report, dir);
        PrintWriter stdout = spec.commandLine().getOut();
        for (Table table : shown) {
            stdout.println(table.title() + suffix);
            stdout.println();
            stdout.print(MarkdownReport.table(table));
            stdout.println();
        }
        stdout.println("Full report: " + dir.resolve("report.html") + " (and report.md, results.csv, "
                + "results.json, machine.txt)");
        stdout.flush();
    }

    /** The engines asked for, or the default: all three when XML is measured by a pharmacy the job starts. */
    private List<XmlEngine> engines() {
        if (xmlEngines != null && !xmlEngines.isEmpty()) {
            if (pharmacy.hasTarget() && xmlEngines.size() > 1) {
                throw new IllegalArgumentException("--xml-engine with --target names the one engine the target runs");
            }
            return List.copyOf(new LinkedHashSet<>(xmlEngines));
        }
        return !pharmacy.hasTarget() && forms.contains(WireFormat.XML) ? List.of(XmlEngine.values())
                : List.of(XmlEngine.TEMPLATE);
    }

    /** The label of the token a run makes for itself. */
    static final String TOKEN_LABEL = "etp-timing";

    static Path defaultOut() {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        return TimingJob.projectRoot().orElse(Path.of("")).resolve("perf").resolve("results")
                .resolve(stamp);
    }
}
