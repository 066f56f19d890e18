package org.etp.pharmacy.support;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.etp.db.testing.TestDatabase;

/** Counting queries on the pharmacy's test database, for assertions. */
public final class PharmacyDatabase {

    private PharmacyDatabase() {
    }

    public static long count(String sql, Object... parameters) {
        try (Connection connection = TestDatabase.get().connect();
                PreparedStatement query = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                query.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public static long prescriptions(String prescriptionId) {
        return count("SELECT count(*) FROM prescription WHERE prescription_id = ?", prescriptionId);
    }
}
