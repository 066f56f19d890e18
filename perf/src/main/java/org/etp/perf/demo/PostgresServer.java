package org.etp.perf.demo;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.etp.db.DatabaseCreator;

/**
 * A PostgreSQL server the demo may create databases on: a JDBC URL naming any database on it, the
 * credentials, where it came from (for the user), and how to stop it when the demo started it.
 */
public final class PostgresServer implements AutoCloseable {

    private final String url;
    private final String username;
    private final String password;
    private final String origin;
    private final Runnable stop;

    PostgresServer(String url, String username, String password, String origin, Runnable stop) {
        this.url = url;
        this.username = username;
        this.password = password;
        this.origin = origin;
        this.stop = stop;
    }

    /** The JDBC URL of {@code database} on this server. */
    public String url(String database) {
        return DatabaseCreator.withDatabase(url, database);
    }

    public String username() {
        return username;
    }

    /** Where the server came from, e.g. "PostgreSQL on localhost:5432". */
    public String origin() {
        return origin;
    }

    /** Creates the database unless it exists; true when it was created. */
    public boolean createIfMissing(String database) throws DemoException {
        try {
            return DatabaseCreator.createIfMissing(url(database), username, password);
        } catch (SQLException e) {
            throw new DemoException("could not create the database " + database + " on " + origin + ": "
                    + e.getMessage(), e);
        }
    }

    public Connection connect(String database) throws SQLException {
        return DatabaseCreator.connect(url(database), username, password);
    }

    /** Spring Boot arguments pointing an application at {@code database} on this server. */
    public List<String> datasourceArguments(String database) {
        return List.of("--spring.datasource.url=" + url(database), "--spring.datasource.username=" + username);
    }

    /** The password goes to the applications in their environment, where {@code ps} does not show it. */
    public Map<String, String> datasourceEnvironment() {
        return password == null ? Map.of() : Map.of("SPRING_DATASOURCE_PASSWORD", password);
    }

    /** Stops the server if the demo started it; a server that was already there is left alone. */
    @Override
    public void close() {
        stop.run();
    }
}
