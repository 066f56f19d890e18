package org.etp.launcher.haproxy;

import java.io.IOException;
import java.io.InputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.etp.launcher.Readiness;

/**
 * Debian's {@code haproxy} as a child process in front of intake nodes, with {@link HaproxyConfig}'s
 * configuration, its log in the working directory, and its runtime API on a Unix socket beside it.
 */
public final class Haproxy implements AutoCloseable {

    /** What to tell someone who has no haproxy. */
    public static final String INSTALL_HINT = "haproxy is not installed; on Debian or Ubuntu: sudo apt-get install"
            + " haproxy (./etp test installs it too), or set ETP_HAPROXY to its path";

    private static final Duration START_TIMEOUT = Duration.ofSeconds(20);

    private final Process process;
    private final Path socket;
    private final Path log;

    private Haproxy(Process process, Path socket, Path log) {
        this.process = process;
        this.socket = socket;
        this.log = log;
    }

    /** {@code ETP_HAPROXY}, else {@code haproxy} on the PATH, else {@code /usr/sbin/haproxy}, when executable. */
    public static Optional<Path> executable() {
        String configured = System.getenv("ETP_HAPROXY");
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Files::isExecutable);
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : (path + ":/usr/sbin:/usr/local/sbin").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "haproxy"))) {
                return Optional.of(Path.of(dir, "haproxy"));
            }
        }
        return Optional.empty();
    }

    /**
     * Writes the configuration into {@code dir}, starts haproxy in the foreground and waits until it listens
     * on {@code host:port}.
     */
    public static Haproxy start(Path dir, String host, int port, List<HaproxyConfig.Node> nodes)
            throws IOException, InterruptedException {
        Path haproxy = executable().orElseThrow(() -> new IOException(INSTALL_HINT));
        Files.createDirectories(dir);
        // A Unix socket path is limited to about a hundred bytes: keep it short, in its own temporary directory.
        Path socket = Files.createTempDirectory("etp-haproxy").resolve("admin.sock");
        Path config = dir.resolve("haproxy.cfg");
        Files.writeString(config, HaproxyConfig.render(HaproxyConfig.template(), host + ":" + port, socket, nodes));
        Path log = dir.resolve("haproxy.log");
        Process process = new ProcessBuilder(haproxy.toString(), "-db", "-f", config.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Haproxy started = new Haproxy(process, socket, log);
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        Readiness listening = Readiness.portOpen(host, port);
        while (!(listening.isReady() && Files.exists(socket))) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                started.close();
                throw new IOException("haproxy did not start: " + Files.readString(log));
            }
            Thread.sleep(100);
        }
        return started;
    }

    /** Sends one command to the runtime API and returns its answer. */
    public String command(String command) throws IOException {
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            channel.write(ByteBuffer.wrap((command + "\n").getBytes(StandardCharsets.US_ASCII)));
            try (InputStream in = Channels.newInputStream(channel)) {
                return new String(in.readAllBytes(), StandardCharsets.US_ASCII).strip();
            }
        }
    }

    /** No new connections go to {@code node}; those it has stay until they end. */
    public void drain(String node) throws IOException {
        expectEmpty(command("set server intake/" + node + " state drain"));
    }

    /** {@code node} takes new connections again (once its health check passes). */
    public void ready(String node) throws IOException {
        expectEmpty(command("set server intake/" + node + " state ready"));
    }

    /** The runtime API's {@code show servers state intake}: one line per node with its state. */
    public String serversState() throws IOException {
        return command("show servers state intake");
    }

    /** The runtime API's Unix socket. */
    public Path socket() {
        return socket;
    }

    public Path log() {
        return log;
    }

    public long pid() {
        return process.pid();
    }

    private static void expectEmpty(String answer) throws IOException {
        if (!answer.isEmpty()) {
            throw new IOException("haproxy refused the command: " + answer);
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        try {
            Files.deleteIfExists(socket);
            Files.deleteIfExists(socket.getParent());
        } catch (IOException e) {
            // A temporary directory left behind is harmless.
        }
    }
}
