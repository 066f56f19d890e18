package org.etp.pharmacy.access;

import java.util.Collection;
import java.util.List;
import org.etp.ac.audit.AccessEntry;
import org.etp.ac.audit.AccessEvent;
import org.etp.ac.audit.Accessor;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The privacy officer's question of the access audit: who accessed these prescriptions, newest first. */
@Repository
class AccessReport {

    /** The most entries one report shows. */
    static final int LIMIT = 500;

    private final JdbcClient jdbc;

    AccessReport(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The entries naming any of {@code prescriptionIds}, newest first, at most {@link #LIMIT}. */
    List<AccessEntry> of(Collection<String> prescriptionIds) {
        if (prescriptionIds.isEmpty()) {
            return List.of();
        }
        return jdbc.sql("""
                        SELECT seq, at, kind, action, account, role, prescription_id, search, rows_shown, outcome,
                               source, node, previous_hash, target_account
                        FROM access_audit WHERE prescription_id IN (:ids) ORDER BY seq DESC LIMIT :limit""")
                .param("ids", prescriptionIds).param("limit", LIMIT)
                .query((row, n) -> {
                    int shown = row.getInt("rows_shown");
                    return new AccessEntry(row.getLong("seq"), SqlTimes.instant(row, "at"),
                            new Accessor(row.getString("account"), row.getString("role"), row.getString("source"),
                                    row.getString("node")),
                            new AccessEvent(row.getString("kind"), row.getString("action"),
                                    row.getString("prescription_id"), row.getString("search"),
                                    row.wasNull() ? null : shown, row.getString("outcome"),
                                    row.getString("target_account")),
                            null, row.getBytes("previous_hash"));
                })
                .list();
    }
}
