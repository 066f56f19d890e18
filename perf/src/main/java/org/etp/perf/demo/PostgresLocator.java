package org.etp.perf.demo;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Finds PostgreSQL for the demo, in this order: {@code SPRING_DATASOURCE_URL} (with
 * {@code SPRING_DATASOURCE_USERNAME} and {@code _PASSWORD}) when set; PostgreSQL on localhost:5432; the
 * {@code postgres} service of the repository's docker-compose.yml when a Docker engine answers; an embedded
 * PostgreSQL ({@link EmbeddedPostgres}). Whatever it starts, {@link PostgresServer#close()} stops.
 */
public final class PostgresLocator {

    static final String LOCAL_URL = "jdbc:postgresql://localhost:5432/postgres";
    /** docker-compose.yml publishes its PostgreSQL here, on loopback only, beside any local server. */
    static final String COMPOSE_URL = "jdbc:postgresql://127.0.0.1:55432/postgres";

    private final DemoSettings settings;
    private final Path root;
    private final Map<String, String> environment;
    private final PrintWriter out;

    public PostgresLocator(DemoSettings settings, Map<String, String> environment, PrintWriter out) {
        this.settings = settings;
        this.root = settings.root();
        this.environment = Map.copyOf(environment);
        this.out = out;
    }

    public PostgresServer locate() throws DemoException {
        String username = environment.getOrDefault("SPRING_DATASOURCE_USERNAME", "postgres");
        String password = environment.get("SPRING_DATASOURCE_PASSWORD");
        String configured = environment.get("SPRING_DATASOURCE_URL");
        if (configured != null && !configured.isBlank()) {
            PostgresServer server = new PostgresServer(configured, username, password,
                    "SPRING_DATASOURCE_URL (" + configured + ")", () -> { });
            String failure = unreachable(server);
            if (failure != null) {
                throw new DemoException("SPRING_DATASOURCE_URL is set to " + configured + ", but the demo cannot"
                        + " connect to it as " + username + ": " + failure + ". Correct it, or unset it to let the"
                        + " demo find PostgreSQL itself.");
            }
            return server;
        }
        List<String> tried = new ArrayList<>(List.of("SPRING_DATASOURCE_URL (not set)"));
        PostgresServer local = new PostgresServer(LOCAL_URL, username, password, "PostgreSQL on localhost:5432",
                () -> { });
        String failure = unreachable(local);
        if (failure == null) {
            return local;
        }
        tried.add("PostgreSQL on localhost:5432 (" + failure + ")");
        if (dockerEngineAnswers()) {
            return composePostgres(username, password);
        }
        tried.add("Docker (no engine answers `docker info`)");
        return EmbeddedPostgres.start(tried, settings.postgresDir(), settings.embeddedPostgresPort(),
                settings.logDir().resolve("postgres.log"), out);
    }

    /** Null when the server takes a connection, else why not. */
    static String unreachable(PostgresServer server) {
        DriverManager.setLoginTimeout(5);
        try (Connection connection = server.connect("postgres")) {
            return null;
        } catch (SQLException e) {
            return e.getMessage();
        }
    }

    private PostgresServer composePostgres(String username, String password) throws DemoException {
        boolean wasRunning = run(10, "docker", "compose", "ps", "--status", "running", "--quiet", "postgres")
                .map(output -> !output.isBlank()).orElse(false);
        out.println("Starting PostgreSQL with docker compose (service postgres, 127.0.0.1:55432)...");
        out.flush();
        if (run(300, "docker", "compose", "up", "--detach", "--wait", "postgres").isEmpty()) {
            throw new DemoException("`docker compose up --detach --wait postgres` failed in " + root
                    + "; run it yourself to see why, or set SPRING_DATASOURCE_URL.");
        }
        Runnable stop = wasRunning ? () -> { } : () -> run(60, "docker", "compose", "stop", "postgres");
        PostgresServer server = new PostgresServer(COMPOSE_URL, username, password,
                "PostgreSQL in docker compose (127.0.0.1:55432)", stop);
        String failure = unreachable(server);
        if (failure != null) {
            server.close();
            throw new DemoException("docker compose started PostgreSQL, but the demo cannot connect to "
                    + COMPOSE_URL + ": " + failure);
        }
        return server;
    }

    private static boolean dockerEngineAnswers() {
        return run(Path.of("."), 15, "docker", "info", "--format", "{{.ServerVersion}}").isPresent();
    }

    private Optional<String> run(int seconds, String... command) {
        return run(root, seconds, command);
    }

    /** The command's output when it exits 0 within the time, else empty (also when it does not exist). */
    static Optional<String> run(Path directory, int seconds, String... command) {
        Path output = null;
        try {
            output = Files.createTempFile("etp-demo", ".out");
            Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            return process.exitValue() == 0 ? Optional.of(Files.readString(output)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (output != null) {
                output.toFile().delete();
            }
        }
    }
}
