package org.etp.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Creates a PostgreSQL database when it does not exist yet, by connecting to the server's {@code postgres}
 * database. Flyway can make tables but not the database it connects to, so this has to happen first.
 */
public final class DatabaseCreator {

    private static final Pattern URL = Pattern.compile("(jdbc:postgresql://[^/]*/)([^?;]+)(.*)");
    private static final String DUPLICATE_DATABASE = "42P04";

    private DatabaseCreator() {
    }

    /**
     * Makes sure the database named in {@code jdbcUrl} exists.
     *
     * @return true if it was created, false if it was already there
     */
    public static boolean createIfMissing(String jdbcUrl, String username, String password) throws SQLException {
        String database = databaseName(jdbcUrl);
        try (Connection admin = connect(withDatabase(jdbcUrl, "postgres"), username, password)) {
            if (exists(admin, database)) {
                return false;
            }
            try (Statement statement = admin.createStatement()) {
                statement.execute("CREATE DATABASE " + quoteIdentifier(database));
                return true;
            } catch (SQLException e) {
                // Another instance starting at the same moment may have won the race; that is fine.
                if (DUPLICATE_DATABASE.equals(e.getSQLState())) {
                    return false;
                }
                throw e;
            }
        }
    }

    static String databaseName(String jdbcUrl) {
        return parse(jdbcUrl).group(2);
    }

    /** Opens a connection with optional credentials (null means: not given). */
    public static Connection connect(String jdbcUrl, String username, String password) throws SQLException {
        return DriverManager.getConnection(jdbcUrl, credentials(username, password));
    }

    /** The same PostgreSQL JDBC URL naming another database on that server. */
    public static String withDatabase(String jdbcUrl, String database) {
        Matcher matcher = parse(jdbcUrl);
        return matcher.group(1) + database + matcher.group(3);
    }

    static String quoteIdentifier(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    private static Matcher parse(String jdbcUrl) {
        Matcher matcher = URL.matcher(jdbcUrl == null ? "" : jdbcUrl);
        if (!matcher.matches()) {
            throw new IllegalArgumentException(
                    "expected a PostgreSQL JDBC URL naming a database (jdbc:postgresql://host:port/name)");
        }
        return matcher;
    }

    private static boolean exists(Connection admin, String database) throws SQLException {
        try (PreparedStatement query = admin.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            query.setString(1, database);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next();
            }
        }
    }

    private static Properties credentials(String username, String password) {
        Properties properties = new Properties();
        if (username != null) {
            properties.setProperty("user", username);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        return properties;
    }
}
