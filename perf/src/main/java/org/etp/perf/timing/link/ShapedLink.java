package org.etp.perf.timing.link;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A network namespace joined to this machine by two veth pairs on private /30s: the link (host end
 * {@code a.b.c.1}, namespace end {@code .2}), which {@link #shape} holds to a rate in both directions with a
 * token bucket ({@code tbf}, peak rate a hair above the rate and a one-frame bucket, so that every packet waits
 * for its own bytes as on a serial line), and the database pair ({@code .5}/{@code .6}), never shaped. What
 * runs in the namespace is started with {@link #prefix()}. {@link #close()} removes the pairs (their qdiscs go
 * with them) and the namespace; so does a shutdown hook if the JVM ends first (Ctrl-C).
 */
public final class ShapedLink implements AutoCloseable {

    private static final AtomicInteger SEQUENCE = new AtomicInteger();
    private static final int FRAME_BUCKET_BYTES = 1600;
    private static final int QUEUE_LIMIT_BYTES = 1 << 20;

    private final String namespace;
    private final String hostLink;
    private final String namespaceLink;
    private final String hostDb;
    private final String namespaceDb;
    private final String subnet;
    private final Thread removeOnExit;
    private boolean closed;

    private ShapedLink(String tag, String subnet) {
        this.namespace = "etp-link-" + tag;
        this.hostLink = "etp" + tag + "l0";
        this.namespaceLink = "etp" + tag + "l1";
        this.hostDb = "etp" + tag + "d0";
        this.namespaceDb = "etp" + tag + "d1";
        this.subnet = subnet;
        this.removeOnExit = new Thread(this::removeQuietly, "remove-" + namespace);
    }

    /**
     * Makes the namespace and both pairs, unshaped; fails without touching anything when a prerequisite is
     * missing, and removes what it made when a step fails.
     */
    public static ShapedLink create() throws LinkException {
        List<String> missing = Prerequisites.missing();
        if (!missing.isEmpty()) {
            throw new LinkException("--link needs " + String.join("; and ", missing) + ". Nothing was changed.");
        }
        String tag = String.valueOf(ProcessHandle.current().pid() % 10_000 * 10 + SEQUENCE.getAndIncrement() % 10);
        ShapedLink link = new ShapedLink(tag, freeSubnet());
        Runtime.getRuntime().addShutdownHook(link.removeOnExit);
        try {
            link.build();
        } catch (LinkException | RuntimeException e) {
            link.close();
            throw e;
        }
        return link;
    }

    private void build() throws LinkException {
        ip("netns", "add", namespace);
        for (String[] pair : new String[][] {{hostLink, namespaceLink, "1", "2"}, {hostDb, namespaceDb, "5", "6"}}) {
            ip("link", "add", pair[0], "type", "veth", "peer", "name", pair[1]);
            ip("link", "set", pair[1], "netns", namespace);
            ip("addr", "add", subnet + pair[2] + "/30", "dev", pair[0]);
            ip("link", "set", pair[0], "up");
            inside("ip", "addr", "add", subnet + pair[3] + "/30", "dev", pair[1]);
            inside("ip", "link", "set", pair[1], "up");
        }
        inside("ip", "link", "set", "lo", "up");
    }

    /** Holds the link to {@code rate} both ways (replacing any earlier rate). */
    public void shape(LinkRate rate) throws LinkException {
        List<String> tbf = List.of("root", "tbf", "rate", rate.kilobits() + "kbit", "burst",
                String.valueOf(FRAME_BUCKET_BYTES), "limit", String.valueOf(QUEUE_LIMIT_BYTES), "peakrate",
                (rate.kilobits() + Math.max(1, rate.kilobits() / 100)) + "kbit", "mtu",
                String.valueOf(FRAME_BUCKET_BYTES));
        HostCommand.run(concat(List.of(tool("tc"), "qdisc", "replace", "dev", hostLink), tbf));
        HostCommand.run(concat(prefix(), concat(List.of(tool("tc"), "qdisc", "replace", "dev", namespaceLink), tbf)));
    }

    /** Takes the rate off again (a link that was never shaped is left as it is). */
    public void unshape() throws LinkException {
        HostCommand.attempt(List.of(tool("tc"), "qdisc", "del", "dev", hostLink, "root"));
        HostCommand.attempt(concat(prefix(), List.of(tool("tc"), "qdisc", "del", "dev", namespaceLink, "root")));
    }

    /** What runs a command inside the namespace: {@code ip netns exec NAME}. */
    public List<String> prefix() {
        return List.of(tool("ip"), "netns", "exec", namespace);
    }

    /** The namespace's end of the shaped link: where a server in the namespace listens. */
    public String namespaceAddress() {
        return subnet + "2";
    }

    /** The host's end of the shaped link. */
    public String hostAddress() {
        return subnet + "1";
    }

    /** The host's end of the database pair: what the namespace reaches the host's services through. */
    public String hostDatabaseAddress() {
        return subnet + "5";
    }

    public String namespace() {
        return namespace;
    }

    /** What of the namespace and the pairs still exists, in words; empty once {@link #close()} has run. */
    public List<String> leftovers() throws LinkException {
        List<String> left = new ArrayList<>();
        if (HostCommand.run(List.of(tool("ip"), "netns", "list")).lines()
                .anyMatch(line -> line.split("\\s+")[0].equals(namespace))) {
            left.add("namespace " + namespace);
        }
        for (String device : List.of(hostLink, hostDb)) {
            if (HostCommand.attempt(List.of(tool("ip"), "link", "show", "dev", device)).exitCode() == 0) {
                left.add("veth " + device);
            }
        }
        return left;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        removeQuietly();
        try {
            Runtime.getRuntime().removeShutdownHook(removeOnExit);
        } catch (IllegalStateException e) {
            // The JVM is shutting down: the hook runs, or has run, the same removal.
        }
    }

    // Deleting the host end of a pair deletes both ends and their qdiscs; the namespace goes last.
    private void removeQuietly() {
        try {
            HostCommand.attempt(List.of(tool("ip"), "link", "del", "dev", hostLink));
            HostCommand.attempt(List.of(tool("ip"), "link", "del", "dev", hostDb));
            HostCommand.attempt(List.of(tool("ip"), "netns", "del", namespace));
            for (int wait = 0; wait < 50 && !leftovers().isEmpty(); wait++) {
                Thread.sleep(100);
            }
        } catch (LinkException e) {
            System.err.println("warning: could not remove the link " + namespace + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String freeSubnet() throws LinkException {
        String routes = HostCommand.run(List.of(tool("ip"), "-4", "addr")) + HostCommand.run(List.of(tool("ip"),
                "-4", "route"));
        int start = (int) (ProcessHandle.current().pid() % 250);
        for (int i = 0; i < 250; i++) {
            String subnet = "10.254." + (start + i) % 250 + ".";
            if (!routes.contains(subnet)) {
                return subnet;
            }
        }
        throw new LinkException("no free 10.254.N.0/29 on this machine for the link");
    }

    private void ip(String... arguments) throws LinkException {
        HostCommand.run(concat(List.of(tool("ip")), List.of(arguments)));
    }

    private void inside(String tool, String... arguments) throws LinkException {
        HostCommand.run(concat(prefix(), concat(List.of(tool(tool)), List.of(arguments))));
    }

    private static String tool(String name) {
        return Prerequisites.tool(name).map(Object::toString).orElse(name);
    }

    private static List<String> concat(List<String> first, List<String> second) {
        List<String> all = new ArrayList<>(first);
        all.addAll(second);
        return all;
    }
}
