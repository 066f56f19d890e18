package org.etp.perf.load;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The PostgreSQL processes that work for one database: its client backends (the pharmacy's pooled connections)
 * and the server's own background processes (WAL writer, checkpointer, background writer, autovacuum), which
 * the database's commits keep busy too. Other databases' backends and this reader's own are left out.
 */
public final class DatabaseProcesses {

    private static final String QUERY = "SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()"
            + " AND (datname = current_database() OR backend_type <> 'client backend')";

    private final String url;
    private final Properties credentials = new Properties();

    /** The processes of the database at the JDBC {@code url}, read as {@code user} (no password: trust or .pgpass). */
    public DatabaseProcesses(String url, String user) {
        this.url = url;
        credentials.setProperty("user", user);
    }

    /** The process IDs, as the server names them (its processes must run on this machine to be measured). */
    public List<Integer> pids() throws SQLException {
        List<Integer> pids = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection(url, credentials);
                PreparedStatement statement = connection.prepareStatement(QUERY);
                ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                pids.add(rows.getInt(1));
            }
        }
        return pids;
    }
}
