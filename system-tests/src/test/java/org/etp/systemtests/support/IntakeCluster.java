package org.etp.systemtests.support;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.db.testing.TestDatabase;
import org.etp.launcher.FreePorts;
import org.etp.launcher.haproxy.Haproxy;
import org.etp.launcher.haproxy.HaproxyConfig;

/**
 * Pharmacy intake nodes as processes on one fresh database, each with its own node id ({@code n1}, {@code
 * n2}, ...), intake and web ports, serving mutual TLS with the demo accounts; and HAProxy in front of them with
 * {@code deploy/haproxy.cfg}. Files go under {@code target/system-tests/<name>-<time>/}.
 */
public final class IntakeCluster implements AutoCloseable {

    private static final Duration STARTUP = Duration.ofMinutes(5);

    private final Path dir;
    private final PkiDirectory pki;
    private final TestDatabase database = TestDatabase.create("etp_st_cluster");
    private final List<AppProcess> nodes = new ArrayList<>();
    private final List<HaproxyConfig.Node> balanced = new ArrayList<>();
    private final int port = FreePorts.next();
    private Haproxy haproxy;

    private IntakeCluster(Path dir, int size) throws TrustException {
        this.dir = dir;
        this.pki = DemoPki.init(dir.resolve("pki"));
        for (int n = 1; n <= size; n++) {
            int intakePort = FreePorts.next();
            int httpPort = FreePorts.next();
            List<String> arguments = new ArrayList<>(List.of("--etp.node.id=n" + n, "--etp.intake.port=" + intakePort,
                    "--etp.intake.tls.enabled=true", "--etp.intake.tls.client-auth=require",
                    "--etp.pki.dir=" + pki.path(), "--spring.profiles.active=demo",
                    "--logging.level.etp.intake.messages=warn", "--spring.datasource.url=" + database.url(),
                    "--spring.datasource.username=" + database.username()));
            if (database.password() != null) {
                arguments.add("--spring.datasource.password=" + database.password());
            }
            nodes.add(new AppProcess("pharmacy-n" + n, Path.of(System.getProperty("etp.apps.dir", "target/apps"))
                    .resolve("pharmacy-app.jar"), httpPort, arguments, dir.resolve("pharmacy-n" + n + ".log")));
            balanced.add(new HaproxyConfig.Node("n" + n, "127.0.0.1", intakePort, httpPort));
        }
    }

    /** {@code size} nodes started side by side and healthy, and HAProxy in front of them. */
    public static IntakeCluster started(String name, int size) throws IOException, InterruptedException {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
        IntakeCluster cluster;
        try {
            cluster = new IntakeCluster(Path.of(System.getProperty("etp.system-tests.dir", "target/system-tests"))
                    .resolve(name + "-" + stamp).toAbsolutePath(), size);
        } catch (TrustException e) {
            throw new IllegalStateException("could not make the demo PKI", e);
        }
        try {
            cluster.nodes.forEach(AppProcess::start);
            cluster.nodes.forEach(node -> node.awaitHealthy(STARTUP));
            cluster.haproxy = Haproxy.start(cluster.dir, "127.0.0.1", cluster.port, cluster.balanced);
            return cluster;
        } catch (IOException | RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /** Node {@code n}, counted from 1 as in its id. */
    public AppProcess node(int n) {
        return nodes.get(n - 1);
    }

    public Haproxy haproxy() {
        return haproxy;
    }

    /** Where clients connect: HAProxy's intake port, by the name the pharmacy's certificate carries. */
    public String target() {
        return "localhost:" + port;
    }

    public TestDatabase database() {
        return database;
    }

    public PkiDirectory pki() {
        return pki;
    }

    public Path dir() {
        return dir;
    }

    @Override
    public void close() {
        if (haproxy != null) {
            haproxy.close();
        }
        nodes.forEach(AppProcess::stop);
    }
}
