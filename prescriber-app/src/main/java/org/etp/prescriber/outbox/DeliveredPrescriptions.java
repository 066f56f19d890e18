package org.etp.prescriber.outbox;

import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The prescriptions a pharmacy has: those it accepted (ACCEPTED or DUPLICATE), for the receipt poller to ask about.
 * Whether a receipt is final is the receipt table's to say; it is read in the same statement, so that a batch is
 * one query and none is asked about twice.
 */
@Repository
public class DeliveredPrescriptions {

    private final JdbcTemplate jdbc;

    public DeliveredPrescriptions(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Up to {@code limit} prescriptions sent to the pharmacy {@code pharmacyOds} that it accepted and has sent no
     * final receipt for (none, one still open, or a return the prescriber has since cancelled, whose cancellation's
     * receipt is awaited), in outbox order after the row {@code afterId} (0 for the first): a poller walks through
     * them batch by batch, so that none waits behind a long list.
     */
    public List<AwaitingReceipt> awaitingReceipt(String pharmacyOds, long afterId, int limit) {
        return jdbc.query("SELECT o.id, o.prescription_id, o.prescriber_id, o.format, o.payload FROM outbox o"
                + " WHERE o.kind = 'SUBMIT' AND o.status IN ('ACCEPTED', 'DUPLICATE') AND o.pharmacy_ods = ?"
                + " AND o.id > ? AND NOT EXISTS (SELECT 1 FROM receipt r WHERE r.outbox_id = o.id AND NOT r.still_open"
                + " AND NOT (r.status = 'RETURNED' AND EXISTS (SELECT 1 FROM outbox c WHERE c.kind = 'CANCEL'"
                + " AND c.prescription_id = o.prescription_id AND c.status IN ('ACCEPTED', 'DUPLICATE'))))"
                + " ORDER BY o.id LIMIT ?",
                (row, n) -> new AwaitingReceipt(row.getLong(1), row.getString(2), row.getString(3),
                        WireFormat.valueOf(row.getString(4)), row.getBytes(5)), pharmacyOds, afterId, limit);
    }
}
