package org.etp.perf.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.etp.perf.demo.DemoRun;
import org.etp.perf.demo.DemoSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code etp demo}: the whole system, with a sample prescription through it, until Ctrl-C. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Run the whole system on this machine: find PostgreSQL (SPRING_DATASOURCE_URL, else"
                + " localhost:5432, else docker compose, else an embedded PostgreSQL unless root), create the"
                + " databases, make the demo PKI if it is missing, start the pharmacy and the prescriber with the demo profile, send one"
                + " prescription from the prescriber's UI to the pharmacy, and print the addresses and logins.",
                "Ctrl-C stops everything it started. The ./etp script builds the applications first when needed."})
public final class DemoCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--dir", paramLabel = "DIR",
            description = "Directory for the demo PKI (DIR/pki), the logs (DIR/logs) and an embedded PostgreSQL's"
                    + " data (DIR/postgres); default: demo/ in the repository.")
    Path dir;

    @Option(names = "--prescriber-port", paramLabel = "PORT", defaultValue = "8080",
            description = "Prescriber web UI (default: ${DEFAULT-VALUE}).")
    int prescriberPort;

    @Option(names = "--pharmacy-port", paramLabel = "PORT", defaultValue = "8081",
            description = "Pharmacy counter UI (default: ${DEFAULT-VALUE}).")
    int pharmacyPort;

    @Option(names = "--intake-port", paramLabel = "PORT", defaultValue = "7400",
            description = "Pharmacy intake socket (default: ${DEFAULT-VALUE}).")
    int intakePort;

    @Option(names = "--pharmacy-database", paramLabel = "NAME", defaultValue = "etp_pharmacy",
            description = "The pharmacy's database (default: ${DEFAULT-VALUE}).")
    String pharmacyDatabase;

    @Option(names = "--prescriber-database", paramLabel = "NAME", defaultValue = "etp_prescriber",
            description = "The prescriber's database (default: ${DEFAULT-VALUE}).")
    String prescriberDatabase;

    @Option(names = "--embedded-postgres-port", paramLabel = "PORT", defaultValue = "0",
            description = "Port of the embedded PostgreSQL, started when no other is found (default: a free port).")
    int embeddedPostgresPort;

    @Option(names = "--ocsp-port", paramLabel = "PORT", defaultValue = "8090",
            description = "Port of the demo's OCSP responder on 127.0.0.1, which the certificates of a demo PKI it makes"
                    + " name (default: ${DEFAULT-VALUE}).")
    int ocspPort;

    @Option(names = "--intake-nodes", paramLabel = "N", defaultValue = "1",
            description = "Pharmacy intake nodes on the one database (default: ${DEFAULT-VALUE}). Above one, each"
                    + " node listens just above the intake port (its counter UI 100 ports apart from the last) and"
                    + " HAProxy (Debian's haproxy, which must be installed) takes the intake port in front of them.")
    int intakeNodes;

    @Override
    public Integer call() throws Exception {
        // The ./etp script says where the repository is; run from elsewhere, the working directory is taken.
        String home = System.getenv("ETP_HOME");
        Path root = Path.of(home == null || home.isBlank() ? "." : home).toAbsolutePath().normalize();
        DemoSettings settings = new DemoSettings(root, (dir == null ? root.resolve("demo") : dir).toAbsolutePath(),
                prescriberPort, pharmacyPort, intakePort, pharmacyDatabase, prescriberDatabase, embeddedPostgresPort,
                ocspPort);
        return new DemoRun(settings, intakeNodes, System.getenv(), spec.commandLine().getOut()).run();
    }
}
