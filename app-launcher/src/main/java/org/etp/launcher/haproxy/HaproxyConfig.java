package org.etp.launcher.haproxy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code deploy/haproxy.cfg} rendered for nodes on this machine: its {@code bind} line, its {@code stats
 * socket} path and its {@code server} lines replaced, every other line kept as written, so that the demo, the
 * system test and docker compose run one configuration.
 */
public final class HaproxyConfig {

    /** Where the build puts {@code deploy/haproxy.cfg} in this jar. */
    static final String RESOURCE = "/deploy/haproxy.cfg";

    private static final Pattern BIND = Pattern.compile("^(\\s*)bind\\s+\\S+(.*)$");
    private static final Pattern STATS_SOCKET = Pattern.compile("^(\\s*stats socket\\s+)\\S+(.*)$");
    private static final Pattern SERVER = Pattern.compile("^(\\s*)server\\s+(\\S+)\\s+\\S+(.*)$");

    /**
     * One intake node.
     *
     * @param name       its name in HAProxy ({@code intake/<name>}), as the runtime API speaks of it
     * @param intakePort where its intake listens
     * @param httpPort   where its actuator health answers
     */
    public record Node(String name, String host, int intakePort, int httpPort) {

        public Node {
            if (!name.matches("[a-z][a-z0-9-]{0,30}")) {
                throw new IllegalArgumentException("a node name is lower-case letters, digits and '-': " + name);
            }
        }
    }

    private HaproxyConfig() {
    }

    /** The configuration as kept in the repository. */
    public static String template() {
        try (InputStream in = HaproxyConfig.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the app-launcher jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code template} listening on {@code bind} (e.g. {@code 127.0.0.1:7400}), its runtime API on {@code
     * statsSocket}, balancing over {@code nodes} with the settings of the template's first {@code server} line.
     */
    public static String render(String template, String bind, Path statsSocket, List<Node> nodes) {
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("at least one node is needed");
        }
        List<String> out = new ArrayList<>();
        boolean serversWritten = false;
        int binds = 0;
        int sockets = 0;
        for (String line : template.split("\n", -1)) {
            Matcher bindLine = BIND.matcher(line);
            Matcher socketLine = STATS_SOCKET.matcher(line);
            Matcher serverLine = SERVER.matcher(line);
            if (bindLine.matches()) {
                binds++;
                out.add(bindLine.group(1) + "bind " + bind + bindLine.group(2));
            } else if (socketLine.matches()) {
                sockets++;
                out.add(socketLine.group(1) + statsSocket + socketLine.group(2));
            } else if (serverLine.matches()) {
                if (!serversWritten) {
                    for (Node node : nodes) {
                        out.add(serverLine.group(1) + "server " + node.name() + " " + node.host() + ":"
                                + node.intakePort() + serverLine.group(3).replaceAll("port \\d+", "port "
                                        + node.httpPort()));
                    }
                    serversWritten = true;
                }
            } else {
                out.add(line);
            }
        }
        if (binds != 1 || sockets != 1 || !serversWritten) {
            throw new IllegalStateException("deploy/haproxy.cfg no longer has one bind line, one stats socket and"
                    + " server lines to render");
        }
        return String.join("\n", out);
    }
}
