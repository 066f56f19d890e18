package org.etp.pharmacy.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Rows the store's writer threads write after groups of prescriptions have been answered, in a transaction of
 * their own, so that no acknowledgement ever waits for them: the pharmacy's measurements. Their owner keeps
 * them and knows their SQL; the writer only decides when they are written. It lives here, below both, so that
 * measurement need not import the store it rides with.
 */
public interface AfterEachGroup {

    /** Whether rows are waiting: a writer with no prescriptions to commit then looks again sooner. */
    boolean waiting();

    /** Takes at most {@code max} of the rows waiting now, to be written after the next group is answered. */
    Rows take(int max);

    /** Rows taken for one transaction. */
    interface Rows {

        /** No rows: none were due. */
        Rows NONE = new Rows() {

            @Override
            public int size() {
                return 0;
            }

            @Override
            public void insert(Connection connection) {
                // nothing to write
            }
        };

        int size();

        default boolean isEmpty() {
            return size() == 0;
        }

        /** Inserts the rows within the caller's transaction. */
        void insert(Connection connection) throws SQLException;
    }
}
