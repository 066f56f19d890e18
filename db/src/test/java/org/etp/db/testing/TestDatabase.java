package org.etp.db.testing;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.UUID;
import org.etp.db.DatabaseCreator;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.postgresql.PostgreSQLContainer;

/**
 * A fresh PostgreSQL database for this test run, found in the order DESIGN.md fixes: the server named by
 * {@code ETP_TEST_DB_URL} (with {@code ETP_TEST_DB_USERNAME}/{@code ETP_TEST_DB_PASSWORD}, default
 * {@code postgres}); else a Testcontainers PostgreSQL when a Docker engine is available; else PostgreSQL on
 * localhost:5432. With none, it fails: database tests are never skipped.
 *
 * <p>On the chosen server it creates {@code etp_test_<random>}, so concurrent runs never share tables, and
 * drops it when the JVM exits. Every test class in the run shares that one database ({@link #get()}), which
 * lets Spring reuse one application context; a test that needs a database of its own (a second application,
 * a clean slate) asks {@link #create(String)} for one.
 *
 * <pre>{@code
 * @DynamicPropertySource
 * static void database(DynamicPropertyRegistry registry) {
 *     TestDatabase.register(registry);
 * }
 * }</pre>
 */
public final class TestDatabase {

    private static final String LOCAL_URL = "jdbc:postgresql://localhost:5432/postgres";
    private static Server server;
    private static TestDatabase instance;

    private final String url;
    private final String username;
    private final String password;

    private TestDatabase(String url, String username, String password) {
        this.url = url;
        this.username = username;
        this.password = password;
    }

    /** Points {@code spring.datasource.*} at this run's database. */
    public static void register(DynamicPropertyRegistry registry) {
        TestDatabase database = get();
        registry.add("spring.datasource.url", () -> database.url);
        registry.add("spring.datasource.username", () -> database.username);
        registry.add("spring.datasource.password", () -> database.password);
    }

    /** This run's database, created on first use. */
    public static synchronized TestDatabase get() {
        if (instance == null) {
            instance = create("etp_test");
        }
        return instance;
    }

    /**
     * Another fresh database on the same server, {@code <prefix>_<random>}, dropped when the JVM exits.
     *
     * @param prefix lower-case letters, digits and underscores
     */
    public static synchronized TestDatabase create(String prefix) {
        if (!prefix.matches("[a-z][a-z0-9_]{0,40}")) {
            throw new IllegalArgumentException("a database prefix is lower-case letters, digits and '_'");
        }
        if (server == null) {
            server = findServer();
        }
        return create(server, prefix);
    }

    public String url() {
        return url;
    }

    public String username() {
        return username;
    }

    /** The password, or null when the server takes none (trust authentication). */
    public String password() {
        return password;
    }

    public Connection connect() throws SQLException {
        return DatabaseCreator.connect(url, username, password);
    }

    private record Server(String adminUrl, String username, String password, String source) {
    }

    private static Server findServer() {
        String configured = System.getenv("ETP_TEST_DB_URL");
        if (configured != null && !configured.isBlank()) {
            return new Server(configured, envOr("ETP_TEST_DB_USERNAME", "postgres"),
                    envOr("ETP_TEST_DB_PASSWORD", null), "ETP_TEST_DB_URL");
        }
        if (DockerClientFactory.instance().isDockerAvailable()) {
            PostgreSQLContainer container = new PostgreSQLContainer("postgres:15");
            container.start();
            // Testcontainers' Ryuk removes the container after the run.
            return new Server(container.getJdbcUrl(), container.getUsername(), container.getPassword(),
                    "Testcontainers");
        }
        Server local = new Server(LOCAL_URL, envOr("ETP_TEST_DB_USERNAME", "postgres"),
                envOr("ETP_TEST_DB_PASSWORD", null), "localhost:5432");
        try (Connection ignored = DatabaseCreator.connect(LOCAL_URL + "?connectTimeout=5",
                local.username(), local.password())) {
            return local;
        } catch (SQLException e) {
            throw new IllegalStateException("No PostgreSQL for the database tests. Tried, in order: ETP_TEST_DB_URL"
                    + " (not set); Testcontainers (no Docker engine available); PostgreSQL on localhost:5432 ("
                    + e.getMessage() + "). Set ETP_TEST_DB_URL to a server this user may create databases on,"
                    + " start Docker, or run PostgreSQL locally.", e);
        }
    }

    private static TestDatabase create(Server server, String prefix) {
        String name = prefix + "_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12)
                .toLowerCase(Locale.ROOT);
        execute(server, "CREATE DATABASE " + name);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> dropQuietly(server, name), "drop-" + name));
        String url = DatabaseCreator.withDatabase(server.adminUrl(), name);
        return new TestDatabase(url, server.username(), server.password());
    }

    // FORCE (PostgreSQL 13+) ends the application context's pooled connections, which may still be open
    // while the JVM shuts down.
    private static void dropQuietly(Server server, String name) {
        try {
            execute(server, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        } catch (IllegalStateException e) {
            System.err.println("Could not drop test database " + name + ": " + e.getMessage());
        }
    }

    private static void execute(Server server, String sql) {
        try (Connection connection = DatabaseCreator.connect(server.adminUrl(),
                server.username(), server.password());
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL from " + server.source() + " refused '" + sql + "': "
                    + e.getMessage(), e);
        }
    }

    private static String envOr(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }

}
