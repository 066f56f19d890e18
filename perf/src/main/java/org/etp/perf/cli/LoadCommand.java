package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.load.LoadDriver;
import org.etp.perf.load.LoadReport;
import org.etp.perf.load.LoadReportJson;
import org.etp.perf.load.Pacing;
import org.etp.perf.load.Workload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code etp load}: prepares {@code --count} certificates (signed in parallel before the clock starts),
 * sends them to a pharmacy intake over {@code --connections} connections, closed loop or at a fixed
 * {@code --rate}, and reports throughput, latency percentiles and counts by status. Exit 0 when all
 * were ACCEPTED or DUPLICATE, 1 when any was not, 3 when any got no response or none could connect.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Drive a pharmacy intake with signed certificates and report throughput, latency "
                + "percentiles and counts by status.")
public final class LoadCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    IntakeOptions intake;

    @Mixin
    CpuOptions cpu;

    @Option(names = "--connections", required = true, paramLabel = "N", description = "Connections to use.")
    int connections;

    @Option(names = "--count", required = true, paramLabel = "M", description = "Messages to send in all.")
    int count;

    @Option(names = "--format", required = true, converter = Converters.Format.class, paramLabel = "der|xml|oer",
            description = "der, xml or oer.")
    WireFormat format;

    @Option(names = "--profile", defaultValue = "prescription", converter = Converters.StoredProfileId.class,
            paramLabel = "PROFILE", description = "simple, prescription (default) or complex.")
    Profile profile;

    @Option(names = "--alg", defaultValue = "rsa2048", converter = Converters.Algorithm.class, paramLabel = "ALG",
            description = "rsa2048 (default), ecp256 or ed25519: the PKI's default signer of that algorithm signs.")
    SignatureAlgorithm algorithm;

    @Option(names = "--rate", paramLabel = "PER_SECOND", description = "Open loop: send at this total rate and "
            + "measure each latency from the request's intended send time. Without it, a closed loop.")
    Double rate;

    @Option(names = "--window", defaultValue = "16", paramLabel = "N", description = "Requests in flight per "
            + "connection: always this many in a closed loop, at most this many in an open one (default: "
            + "${DEFAULT-VALUE}).")
    int window;

    @Option(names = "--seed", paramLabel = "N", description = "First content seed (default: random); the same "
            + "seed sends the same certificates, which a pharmacy that holds them answers DUPLICATE.")
    Long seed;

    @Option(names = "--pharmacy", defaultValue = SampleGenerator.DEMO_PHARMACY, converter = Converters.OdsCode.class,
            paramLabel = "ODS|none", description = "ODS code the prescriptions nominate (default: ${DEFAULT-VALUE}, the"
                    + " demo pharmacy); a pharmacy with another etp.pharmacy.ods-code refuses them WRONG_PHARMACY. none:"
                    + " they nominate no pharmacy, and any pharmacy takes them.")
    String pharmacy;

    @Option(names = "--unsigned", description = "Send unsigned certificates (baseline measurement only).")
    boolean unsigned;

    @Option(names = "--threads", paramLabel = "N", description = "Threads that sign (default: one per core).")
    Integer threads;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the figures to FILE as JSON.")
    Path json;

    @Option(names = "--xml-engine", converter = Converters.Engine.class, paramLabel = "dom|stax|template",
            description = "The XML engine the target pharmacy runs: its etp.verification.xml-engine, which load cannot"
                    + " set. Stated, it is printed under the figures so that runs are told apart.")
    XmlEngine xmlEngine;

    @Option(names = "--retry", description = "Resend each request whose connection died unanswered (a node behind"
            + " a balancer went away) on a new connection; the answer is then ACCEPTED or DUPLICATE.")
    boolean retry;

    @Override
    public Integer call() throws Exception {
        requireAtLeastOne(connections, "--connections");
        requireAtLeastOne(count, "--count");
        Pacing pacing = rate == null ? Pacing.closedLoop(window) : Pacing.openLoop(rate, window);
        ClientSettings settings = intake.settings(window);
        IntakeClient.connect(settings).close(); // fail now, not after signing for a quarter of a minute
        PrintWriter err = spec.commandLine().getErr();
        long firstSeed = seed != null ? seed : new SecureRandom().nextLong();
        int signers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        Workload workload = new Workload(format, profile, intake.pki().defaultSigner(algorithm), !unsigned, count,
                firstSeed, pharmacy);
        err.printf("preparing %d certificates on %d thread%s...%n", count, signers, signers == 1 ? "" : "s");
        Workload.Prepared prepared = workload.prepare(signers, err);
        err.printf("sending to %s...%n", intake.target);
        err.flush();
        CpuOptions.Watch watch = cpu.start();
        LoadDriver.Run run = new LoadDriver(settings, connections, pacing, retry).run(prepared.payloads(), format,
                !unsigned);
        LoadReport report = LoadReport.of(new LoadReport.Setup(intake.target.toString(), intake.tls, connections,
                count, format.id(), profile.id(), algorithm.id(), !unsigned, window, Optional.ofNullable(rate),
                firstSeed, prepared.meanBytes()), prepared, run);
        List<String> cpuLines = watch.lines(report.answered());
        spec.commandLine().getOut().print(report.text());
        if (xmlEngine != null) {
            spec.commandLine().getOut().printf("xml engine: %s (the pharmacy's etp.verification.xml-engine, as stated"
                    + " with --xml-engine)%n", xmlEngine.id());
        }
        if (retry) {
            spec.commandLine().getOut().printf("resent on a new connection: %d%n", run.tally().resends());
        }
        cpuLines.forEach(spec.commandLine().getOut()::println);
        spec.commandLine().getOut().flush();
        if (json != null) {
            Files.writeString(json, LoadReportJson.write(report));
        }
        if (report.unanswered() > 0) {
            err.printf("error: %d of %d requests got no response: %s%n", report.unanswered(), count,
                    report.firstFailure().orElse("no reason given"));
            return ExitCode.FAILURE;
        }
        return report.allAccepted() ? 0 : SendCommand.NOT_ALL_ACCEPTED;
    }

    private static void requireAtLeastOne(int value, String option) {
        if (value < 1) {
            throw new IllegalArgumentException(option + " must be at least 1, not " + value);
        }
    }
}
