package org.etp.pharmacy.adversarial;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of this test's own, made with {@code initdb} in a temporary directory and run with
 * {@code pg_ctl} on a free port, so that a test may stop and restart it without touching the shared
 * server others' tests use. Run as the {@code postgres} account when the tests run as root (PostgreSQL
 * refuses root). Needs the server binaries ({@code /usr/lib/postgresql/<version>/bin}), nothing else.
 */
final class PrivatePostgres implements AutoCloseable {

    private final Path bin;
    private final Path dir;
    private final int port;

    private PrivatePostgres(Path bin, Path dir, int port) {
        this.bin = bin;
        this.dir = dir;
        this.port = port;
    }

    static PrivatePostgres start() throws IOException, InterruptedException {
        Path bin = serverBinaries();
        Path dir = Files.createTempDirectory("etp-private-pg");
        PrivatePostgres postgres = new PrivatePostgres(bin, dir, freePort());
        if (runsAsRoot()) {
            run(List.of("chown", "postgres:postgres", dir.toString()), false);
        }
        postgres.pg("initdb", "-D", dir.resolve("data").toString(), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                "--no-sync");
        postgres.start(true);
        return postgres;
    }

    String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    Connection connect(String database) throws SQLException {
        return DriverManager.getConnection(url(database), "postgres", null);
    }

    /** The way a crash or an operator's {@code pg_ctl stop -m immediate} ends it: no checkpoint, clients cut off. */
    void stopImmediately() throws IOException, InterruptedException {
        pg("pg_ctl", "-D", dir.resolve("data").toString(), "-m", "immediate", "-w", "stop");
    }

    void start(boolean wait) throws IOException, InterruptedException {
        pg("pg_ctl", "-D", dir.resolve("data").toString(), "-l", dir.resolve("server.log").toString(),
                "-o", "-p " + port + " -c listen_addresses=127.0.0.1 -k " + dir + " -c fsync=off",
                wait ? "-w" : "-W", "start");
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            stopImmediately();
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    private void pg(String tool, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(bin.resolve(tool).toString());
        command.addAll(List.of(arguments));
        run(command, runsAsRoot());
    }

    private static void run(List<String> command, boolean asPostgres) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (asPostgres) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        Process process = new ProcessBuilder(full).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", full) + " failed:\n" + new String(output));
        }
    }

    private static boolean runsAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static Path serverBinaries() throws IOException {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("the PostgreSQL server binaries (initdb, pg_ctl) are needed in "
                    + root + "/<version>/bin: install the postgresql package");
        }
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Comparator.comparing(b -> b.getParent().getFileName().toString(),
                            Comparator.comparingInt(v -> v.matches("\\d+") ? Integer.parseInt(v) : 0)))
                    .orElseThrow(() -> new IllegalStateException("no initdb under " + root));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
