package org.etp.perf.cli;

import picocli.CommandLine.Option;

/**
 * The options of every command that starts pharmacies of its own on fresh databases: which PostgreSQL server and
 * user. Unset, they come from the environment the applications read ({@code SPRING_DATASOURCE_*}), else the local
 * defaults; the password only ever comes from the environment.
 */
final class DatabaseOptions {

    static final String URL_VARIABLE = "SPRING_DATASOURCE_URL";
    static final String USER_VARIABLE = "SPRING_DATASOURCE_USERNAME";
    static final String PASSWORD_VARIABLE = "SPRING_DATASOURCE_PASSWORD";

    @Option(names = "--db-url", paramLabel = "JDBC_URL", description = "PostgreSQL server for the started "
            + "pharmacies' fresh databases (default: $SPRING_DATASOURCE_URL, else "
            + "jdbc:postgresql://localhost:5432/postgres).")
    String url;

    @Option(names = "--db-user", paramLabel = "NAME", description = "Database user (default: "
            + "$SPRING_DATASOURCE_USERNAME, else postgres); the password is taken from $SPRING_DATASOURCE_PASSWORD.")
    String user;

    /** {@code --db-url}, else {@code $SPRING_DATASOURCE_URL}, else the local server's {@code postgres} database. */
    String url() {
        return url != null ? url : env(URL_VARIABLE, "jdbc:postgresql://localhost:5432/postgres");
    }

    /** {@code --db-user}, else {@code $SPRING_DATASOURCE_USERNAME}, else {@code postgres}. */
    String user() {
        return user != null ? user : env(USER_VARIABLE, "postgres");
    }

    /** {@code $SPRING_DATASOURCE_PASSWORD}, or null when it is not set. */
    String password() {
        return System.getenv(PASSWORD_VARIABLE);
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
