package org.etp.prescriber.notices;

import java.util.List;
import java.sql.Timestamp;
import java.time.Instant;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/** The {@code pharmacy_notice} table's one owner: notices raised from receipts, listed, counted, acknowledged. */
@Repository
public class Notices {

    /** How many acknowledged notices the list shows below the open ones. */
    static final int ACKNOWLEDGED_SHOWN = 20;

    private final JdbcTemplate jdbc;

    Notices(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Raises a notice about the prescription of outbox row {@code outboxId} for the prescriber who wrote it, once:
     * a receipt fetched again raises nothing new.
     */
    public void raise(long outboxId, String pharmacyName, String text) {
        jdbc.update("INSERT INTO pharmacy_notice (outbox_id, prescription_id, username, pharmacy_name, text)"
                + " SELECT id, prescription_id, username, ?, ? FROM outbox WHERE id = ? AND kind = 'SUBMIT'"
                + " ON CONFLICT (outbox_id) DO NOTHING", pharmacyName, text, outboxId);
    }

    /** How many of {@code username}'s notices are not acknowledged yet. */
    public long openCount(String username) {
        Long count = jdbc.queryForObject("SELECT count(*) FROM pharmacy_notice WHERE username = ?"
                + " AND acknowledged_at IS NULL", Long.class, username);
        return count == null ? 0 : count;
    }

    /** {@code username}'s open notices, oldest first, then the latest acknowledged ones. */
    List<Notice> list(String username) {
        return jdbc.query("(SELECT * FROM pharmacy_notice WHERE username = ? AND acknowledged_at IS NULL"
                + " ORDER BY raised_at) UNION ALL (SELECT * FROM pharmacy_notice WHERE username = ?"
                + " AND acknowledged_at IS NOT NULL ORDER BY acknowledged_at DESC LIMIT " + ACKNOWLEDGED_SHOWN + ")",
                (row, n) -> new Notice(row.getString("prescription_id"), row.getString("pharmacy_name"),
                        row.getString("text"), instant(row.getTimestamp("raised_at")),
                        instant(row.getTimestamp("acknowledged_at")), row.getString("acknowledged_by")),
                username, username);
    }

    /** Records that {@code username} acknowledged the open notice about {@code prescriptionId}; false if none. */
    boolean acknowledge(String username, String prescriptionId) {
        return jdbc.update("UPDATE pharmacy_notice SET acknowledged_at = now(), acknowledged_by = ?"
                + " WHERE username = ? AND prescription_id = ? AND acknowledged_at IS NULL", username, username,
                prescriptionId) == 1;
    }

    private static Instant instant(Timestamp at) {
        return at == null ? null : at.toInstant();
    }
}
