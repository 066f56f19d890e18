package org.etp.perf.demo;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.etp.launcher.haproxy.Haproxy;
import org.etp.launcher.haproxy.HaproxyConfig;

/**
 * The pharmacy side of {@code etp demo --intake-nodes N}: one node on the demo's ports, or N nodes ({@code n1}
 * … {@code nN}, intake ports just above the standard one, counter UIs a hundred apart) with HAProxy on the
 * standard intake port in front of them, so that the prescriber and {@code etp send} reach them as they would
 * reach one.
 */
final class ScaledIntake implements AutoCloseable {

    static final int MAX_NODES = 9;

    private final DemoSettings settings;
    private final int nodes;
    private Haproxy haproxy;

    ScaledIntake(DemoSettings settings, int nodes) {
        if (nodes < 1 || nodes > MAX_NODES) {
            throw new IllegalArgumentException("--intake-nodes must be 1 to " + MAX_NODES + ", not " + nodes);
        }
        this.settings = settings;
        this.nodes = nodes;
    }

    int nodes() {
        return nodes;
    }

    boolean balanced() {
        return nodes > 1;
    }

    /** Fails before anything starts when HAProxy is needed and missing, saying how to install it. */
    void requireHaproxy() throws DemoException {
        if (balanced() && Haproxy.executable().isEmpty()) {
            throw new DemoException("--intake-nodes " + nodes + " puts HAProxy in front of the nodes, but "
                    + Haproxy.INSTALL_HINT + ". Without it, run ./etp demo with one node.");
        }
    }

    /** Node {@code n}'s intake port: the demo's own with one node, else just above it. */
    int intakePort(int n) {
        return balanced() ? settings.intakePort() + n : settings.intakePort();
    }

    /** Node {@code n}'s counter UI and actuator port. */
    int httpPort(int n) {
        return settings.pharmacyPort() + 100 * (n - 1);
    }

    /** The ports the nodes (and HAProxy) listen on, each with the option that moves it. */
    List<String[]> ports() {
        List<String[]> ports = new ArrayList<>();
        for (int n = 1; n <= nodes; n++) {
            ports.add(new String[] {"--pharmacy-port", String.valueOf(httpPort(n))});
            if (balanced()) {
                ports.add(new String[] {"--intake-port", String.valueOf(intakePort(n))});
            }
        }
        ports.add(new String[] {"--intake-port", String.valueOf(settings.intakePort())});
        return ports;
    }

    /** Node {@code n}'s own arguments: its id and intake port. */
    List<String> arguments(int n) {
        return balanced() ? List.of("--etp.node.id=n" + n, "--etp.intake.port=" + intakePort(n))
                : List.of("--etp.intake.port=" + intakePort(n));
    }

    /** Once the nodes are healthy: HAProxy in front of them on the standard intake port. */
    void startBalancer() throws DemoException, InterruptedException {
        if (!balanced()) {
            return;
        }
        List<HaproxyConfig.Node> servers = new ArrayList<>();
        for (int n = 1; n <= nodes; n++) {
            servers.add(new HaproxyConfig.Node("n" + n, "127.0.0.1", intakePort(n), httpPort(n)));
        }
        try {
            haproxy = Haproxy.start(settings.logDir(), "127.0.0.1", settings.intakePort(), servers);
        } catch (IOException e) {
            throw new DemoException("HAProxy did not start: " + e.getMessage(), e);
        }
    }

    /** What the banner says of the intake. */
    List<String> describe() {
        String load = "  Load        ./etp load --target localhost:" + settings.intakePort() + " --pki "
                + settings.pkiDir() + " --connections 8 --count 20000 --format der";
        if (!balanced()) {
            return List.of("  Intake      localhost:" + settings.intakePort() + "        ./etp send --target localhost:"
                    + settings.intakePort() + " FILE", load);
        }
        List<String> lines = new ArrayList<>(List.of("  Intake      localhost:" + settings.intakePort()
                + "        HAProxy (TCP) over " + nodes + " pharmacy nodes on one database; config and log in "
                + settings.logDir()));
        for (int n = 1; n <= nodes; n++) {
            lines.add("    node n" + n + "     intake 127.0.0.1:" + intakePort(n) + ", counter http://localhost:"
                    + httpPort(n) + ", log " + log(n));
        }
        lines.add(load + " --retry");
        if (haproxy != null) {
            lines.add("    drain a node: echo \"set server intake/n1 state drain\" | socat stdio " + haproxy.socket()
                    + " (docs/scaling.md: the rolling restart)");
        }
        return lines;
    }

    /** Node {@code n}'s log file. */
    Path log(int n) {
        return settings.logDir().resolve(balanced() ? "pharmacy-app-n" + n + ".log" : "pharmacy-app.log");
    }

    @Override
    public void close() {
        if (haproxy != null) {
            haproxy.close();
        }
    }
}
