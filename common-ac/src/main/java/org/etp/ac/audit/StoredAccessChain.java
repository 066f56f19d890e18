package org.etp.ac.audit;

import java.security.cert.X509Certificate;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * The pharmacy's access audit as PostgreSQL stores it (tables {@code access_audit} and {@code access_audit_head},
 * pharmacy migration V16), checked from its first entry with an {@link AccessChainWalk}: one read-only snapshot
 * (REPEATABLE READ), so that appends meanwhile neither break nor extend what is checked. Plain JDBC: the command line
 * and the tests use it without Spring.
 */
public final class StoredAccessChain {

    private static final String ENTRIES = """
            SELECT seq, at, kind, action, account, role, prescription_id, search, rows_shown, outcome, source, node,
                   signature, previous_hash, hash, target_account
            FROM access_audit WHERE seq >= ? ORDER BY seq""";
    private static final int FETCH_SIZE = 1000;

    private StoredAccessChain() {
    }

    /**
     * Walks every entry of the access audit reached through {@code connection}, checkpoints verified with
     * {@code pharmacy}, then the head; leaves the connection as it was found apart from its transaction.
     *
     * @return the finished walk: entries, checkpoints and what follows the last checkpoint
     * @throws BrokenChainException naming the first broken entry
     * @throws SQLException when the tables cannot be read
     */
    public static AccessChainWalk verify(Connection connection, X509Certificate pharmacy)
            throws BrokenChainException, SQLException {
        boolean autoCommit = connection.getAutoCommit();
        int isolation = connection.getTransactionIsolation();
        connection.setAutoCommit(false);
        connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        try {
            return walk(connection, pharmacy);
        } finally {
            connection.rollback();
            connection.setTransactionIsolation(isolation);
            connection.setAutoCommit(autoCommit);
        }
    }

    private static AccessChainWalk walk(Connection connection, X509Certificate pharmacy)
            throws BrokenChainException, SQLException {
        AccessChainWalk walk = new AccessChainWalk(pharmacy);
        try (PreparedStatement query = connection.prepareStatement(ENTRIES)) {
            query.setLong(1, 1);
            query.setFetchSize(FETCH_SIZE);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    walk.next(entry(rows), rows.getBytes("hash"));
                }
            }
        }
        try (PreparedStatement query = connection.prepareStatement("SELECT seq, hash FROM access_audit_head");
                ResultSet head = query.executeQuery()) {
            if (!head.next()) {
                throw new BrokenChainException(walk.entries() + 1, "the chain's head row is missing");
            }
            walk.end(head.getLong("seq"), head.getBytes("hash"));
        }
        return walk;
    }

    /**
     * The stored entries from place {@code from} on, in order, as they are stored: not checked, and ill-formed
     * rows refused.
     *
     * @throws BrokenChainException naming a row that is not a well-formed entry
     */
    public static List<AccessEntry> entries(Connection connection, long from)
            throws BrokenChainException, SQLException {
        List<AccessEntry> entries = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement(ENTRIES)) {
            query.setLong(1, from);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    entries.add(entry(rows));
                }
            }
        }
        return entries;
    }

    private static AccessEntry entry(ResultSet row) throws SQLException, BrokenChainException {
        long seq = row.getLong("seq");
        try {
            int rowsShown = row.getInt("rows_shown");
            Integer shown = row.wasNull() ? null : rowsShown;
            Accessor who = new Accessor(row.getString("account"), row.getString("role"), row.getString("source"),
                    row.getString("node"));
            AccessEvent what = new AccessEvent(row.getString("kind"), row.getString("action"),
                    row.getString("prescription_id"), row.getString("search"), shown, row.getString("outcome"),
                    row.getString("target_account"));
            return new AccessEntry(seq, row.getObject("at", OffsetDateTime.class).toInstant(), who, what,
                    row.getBytes("signature"), row.getBytes("previous_hash"));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BrokenChainException(seq, "it is not a well-formed entry: " + e.getMessage(), e);
        }
    }
}
