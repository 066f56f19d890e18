package org.etp.prescriber.outbox;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * Every prescription in this app's outbox (whoever of the practice wrote it) for one patient since a given
 * time, with what is known of its end: whether a cancellation of it is under way or accepted, and the
 * pharmacy's final receipt. The page reads it to warn before a second prescription of the same medicine.
 */
@Repository
public class PatientPrescriptions {

    private final JdbcTemplate jdbc;

    PatientPrescriptions(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The patient's prescriptions written since {@code since}, newest first. */
    public List<PatientPrescription> since(String nhsNumber, Instant since) {
        return jdbc.query("SELECT o.username, o.items_digest, o.payload,"
                + " EXISTS (SELECT 1 FROM outbox c WHERE c.kind = 'CANCEL' AND c.prescription_id = o.prescription_id"
                + " AND c.status <> 'REJECTED') AS cancelled,"
                + " (SELECT r.status FROM receipt r WHERE r.outbox_id = o.id) AS receipt_status, "
                + EntryRows.COLUMNS
                + " FROM outbox o WHERE o.kind = 'SUBMIT' AND o.nhs_number = ? AND o.created_at >= ?"
                + " ORDER BY o.created_at DESC, o.id DESC",
                (row, n) -> new PatientPrescription(EntryRows.MAPPER.mapRow(row, n), row.getString("username"),
                        row.getString("items_digest"), row.getBytes("payload"), row.getBoolean("cancelled"),
                        row.getString("receipt_status")),
                nhsNumber, Timestamp.from(since));
    }
}
