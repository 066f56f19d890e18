package org.etp.perf.demo;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

/**
 * Run by {@link EmbeddedPostgresIntegrationTests} in a child JVM as a user other than root: starts the demo's
 * embedded PostgreSQL with its data in {@code args[0]} and creates a database, stops it, starts it again and
 * finds the database kept, asks it {@code SELECT 1}, stops it, checks that it no longer answers, and prints
 * one result line.
 */
final class EmbeddedPostgresProbe {

    static final String RESULT = "embedded-postgres-probe:";

    private EmbeddedPostgresProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        PrintWriter out = new PrintWriter(System.out, true);
        String first;
        try (PostgresServer server = start(dir, out)) {
            first = server.createIfMissing("etp_probe") ? "created" : "existed already";
        }
        int answer;
        String origin;
        String second;
        PostgresServer server = start(dir, out);
        try (Connection connection = server.connect("postgres"); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT 1")) {
            result.next();
            answer = result.getInt(1);
            second = server.createIfMissing("etp_probe") ? "lost" : "kept";
            origin = server.origin();
        } finally {
            server.close();
        }
        String afterStop = PostgresLocator.unreachable(server) == null ? "still answers" : "stopped";
        out.println(RESULT + " " + first + "; SELECT 1 = " + answer + "; " + second + "; " + afterStop + "; "
                + origin);
    }

    private static PostgresServer start(Path dir, PrintWriter out) throws DemoException {
        return EmbeddedPostgres.start(List.of("nothing else (probe)"), dir.resolve("postgres"), 0,
                dir.resolve("postgres.log"), out);
    }
}
