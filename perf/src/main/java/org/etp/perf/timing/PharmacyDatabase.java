package org.etp.perf.timing;

import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pharmacy's PostgreSQL database as the experiment sees it: made fresh for a run (and dropped after),
 * and read for the {@code message_metrics} rows of the messages sent, matched by prescription ID through the view
 * {@code message_measurement}, so that the tool names no table the pharmacy's prescription package owns.
 */
public final class PharmacyDatabase {

    private static final Pattern URL = Pattern.compile("(jdbc:postgresql://[^/?]+)(/[^?]*)?(\\?.*)?");

    private final String url;
    private final String username;
    private final String password;

    PharmacyDatabase(String url, String username, String password) {
        this.url = url;
        this.username = username;
        this.password = password;
    }

    /** Creates database {@code name} on the server of {@code serverUrl} (any database of it). */
    public static PharmacyDatabase create(String serverUrl, String username, String password, String name)
            throws TimingException {
        if (!name.matches("[a-z][a-z0-9_]*")) {
            throw new IllegalArgumentException("not a database name this tool makes: " + name);
        }
        PharmacyDatabase admin = new PharmacyDatabase(withDatabase(serverUrl, "postgres"), username, password);
        admin.execute("CREATE DATABASE " + name);
        return new PharmacyDatabase(withDatabase(serverUrl, name), username, password);
    }

    /** {@code url} with its database replaced by {@code database}, parameters kept. */
    static String withDatabase(String url, String database) {
        Matcher matcher = parsed(url);
        return matcher.group(1) + "/" + database + (matcher.group(3) == null ? "" : matcher.group(3));
    }

    /** The server's {@code host:port} (port 5432 when the URL gives none). */
    String server() {
        Matcher matcher = parsed(url);
        String server = matcher.group(1).substring("jdbc:postgresql://".length());
        return server.contains(":") ? server : server + ":5432";
    }

    /** The same database reached at {@code server} ({@code host:port}, a relay to it). */
    PharmacyDatabase via(String server) {
        Matcher matcher = parsed(url);
        return new PharmacyDatabase("jdbc:postgresql://" + server + (matcher.group(2) == null ? "" : matcher.group(2))
                + (matcher.group(3) == null ? "" : matcher.group(3)), username, password);
    }

    private static Matcher parsed(String url) {
        Matcher matcher = URL.matcher(url);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a PostgreSQL JDBC URL (jdbc:postgresql://HOST:PORT/DB): " + url);
        }
        return matcher;
    }

    String url() {
        return url;
    }

    String username() {
        return username;
    }

    String password() {
        return password;
    }

    /** Drops this database, ending the connections still open to it. */
    public void drop() throws TimingException {
        Matcher matcher = URL.matcher(url);
        matcher.matches();
        String name = matcher.group(2).substring(1);
        new PharmacyDatabase(withDatabase(url, "postgres"), username, password)
                .execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    }

    /**
     * The {@code message_metrics} rows of the prescriptions with these IDs. The pharmacy writes them after
     * it answers, so this waits up to {@code patience} for all of them and returns what there is then.
     */
    Map<String, RecipientUsage> usage(Collection<String> prescriptionIds, Duration patience)
            throws TimingException, InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            Map<String, RecipientUsage> found = read(prescriptionIds);
            if (found.size() >= prescriptionIds.size() || System.nanoTime() > deadline) {
                return found;
            }
            Thread.sleep(200);
        }
    }

    private Map<String, RecipientUsage> read(Collection<String> prescriptionIds) throws TimingException {
        String sql = "SELECT prescription_id, cpu_micros, cpu_user_micros, cpu_system_micros, allocated_bytes,"
                + " minor_faults, major_faults, heap_used_bytes, rss_bytes FROM message_measurement"
                + " WHERE prescription_id = ANY (?)";
        try (Connection connection = connect(); PreparedStatement statement = connection.prepareStatement(sql)) {
            Array ids = connection.createArrayOf("text", prescriptionIds.toArray());
            statement.setArray(1, ids);
            Map<String, RecipientUsage> found = new HashMap<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    found.put(rows.getString(1), new RecipientUsage(rows.getLong(2), rows.getLong(3), rows.getLong(4),
                            rows.getLong(5), rows.getLong(6), rows.getLong(7), rows.getLong(8), rows.getLong(9)));
                }
            }
            return found;
        } catch (SQLException e) {
            throw new TimingException("could not read message_metrics from " + url + ": " + e.getMessage(), e);
        }
    }

    private void execute(String sql) throws TimingException {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new TimingException("PostgreSQL at " + url + " refused '" + sql + "': " + e.getMessage(), e);
        }
    }

    private Connection connect() throws SQLException {
        Properties properties = new Properties();
        properties.setProperty("user", username);
        if (password != null) {
            properties.setProperty("password", password);
        }
        properties.setProperty("connectTimeout", "5");
        return DriverManager.getConnection(url, properties);
    }
}
