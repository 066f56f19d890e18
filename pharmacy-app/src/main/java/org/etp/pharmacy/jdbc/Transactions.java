package org.etp.pharmacy.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Transactions on a plain JDBC connection, for the threads that run their own (the store's writer threads):
 * each unit of work in one transaction, committed when it returns and rolled back when it throws.
 */
public final class Transactions {

    private static final Logger log = LoggerFactory.getLogger(Transactions.class);

    private final DataSource dataSource;

    public Transactions(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** What one transaction does with its connection. */
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /**
     * As {@link #inTransaction}; one that PostgreSQL rolled back to resolve a conflict (SQLSTATE class 40) runs
     * again once.
     */
    public <T> T inTransactionRetryingOnce(Work<T> work) throws SQLException {
        try {
            return inTransaction(work);
        } catch (SQLException e) {
            if (e.getSQLState() == null || !e.getSQLState().startsWith("40")) {
                throw e;
            }
            log.info("Transaction rolled back by PostgreSQL ({}); running it again", e.getSQLState());
            return inTransaction(work);
        }
    }

    /** Runs {@code work} in a transaction of its own: committed when it returns, rolled back when it throws. */
    public <T> T inTransaction(Work<T> work) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                rollbackQuietly(connection);
                throw e;
            }
        }
    }

    /** SQLSTATE class 22 (data exception) or 23 (integrity constraint violation): the rows, not the server. */
    public static boolean isDataError(SQLException e) {
        String state = e.getSQLState();
        return state != null && (state.startsWith("22") || state.startsWith("23"));
    }

    private static void rollbackQuietly(Connection connection) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            log.debug("Rollback failed: {}", e.getMessage());
        }
    }
}
