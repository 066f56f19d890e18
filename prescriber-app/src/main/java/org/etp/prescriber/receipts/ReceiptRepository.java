package org.etp.prescriber.receipts;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The receipt tables ({@code receipt}, {@code receipt_item}). What is still to be asked about is the outbox's to say
 * ({@link org.etp.prescriber.outbox.DeliveredPrescriptions}); a receipt is stored against its outbox row and shown
 * to that row's prescriber only.
 */
@Repository
public class ReceiptRepository {

    private final JdbcTemplate jdbc;

    ReceiptRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Stores a verified receipt with its items, in one statement; false when the prescription has a receipt
     * already (the first final one stays) or is not the outbox row named. A receipt still open (an expiry, an
     * owing) or a return is not final: a later receipt takes its place (the owing supplied, the return cancelled).
     */
    public boolean insert(NewReceipt receipt) {
        ReceiptOutcome facts = receipt.outcome();
        List<SuppliedItem> items = facts.items();
        return Boolean.TRUE.equals(jdbc.query(connection -> {
            PreparedStatement statement = connection.prepareStatement("WITH r AS (INSERT INTO receipt (outbox_id,"
                    + " prescription_id, status, pharmacy_name, reason, issued_at, format, raw, still_open)"
                    + " SELECT id, prescription_id, ?, ?, ?, ?, ?, ?, ? FROM outbox"
                    + " WHERE id = ? AND prescription_id = ? AND kind = 'SUBMIT'"
                    + " ON CONFLICT (outbox_id) DO UPDATE SET status = EXCLUDED.status,"
                    + " pharmacy_name = EXCLUDED.pharmacy_name, reason = EXCLUDED.reason, issued_at = EXCLUDED.issued_at,"
                    + " format = EXCLUDED.format, raw = EXCLUDED.raw, verified_at = now()"
                    + " , still_open = EXCLUDED.still_open"
                    + " WHERE (receipt.still_open OR receipt.status = 'RETURNED') AND EXCLUDED.issued_at > receipt.issued_at"
                    + " RETURNING outbox_id),"
                    + " i AS (INSERT INTO receipt_item (outbox_id, item_number, name, unit, prescribed, supplied)"
                    + " SELECT r.outbox_id, i.n, i.name, i.unit, i.p, i.s FROM r,"
                    + " unnest(?::smallint[], ?::text[], ?::text[], ?::numeric[], ?::numeric[]) AS i (n, name, unit, p, s)"
                    + " ON CONFLICT (outbox_id, item_number) DO UPDATE SET name = EXCLUDED.name, unit = EXCLUDED.unit,"
                    + " prescribed = EXCLUDED.prescribed, supplied = EXCLUDED.supplied RETURNING 1)"
                    + " SELECT count(*) FROM r");
            statement.setString(1, facts.status().name());
            statement.setString(2, facts.pharmacyName());
            statement.setString(3, facts.reason());
            statement.setTimestamp(4, Timestamp.from(facts.issuedAt()));
            statement.setString(5, receipt.format().name());
            statement.setBytes(6, receipt.raw());
            statement.setBoolean(7, facts.stillOpen());
            statement.setLong(8, receipt.prescription().outboxId());
            statement.setString(9, receipt.prescription().prescriptionId());
            statement.setArray(10, connection.createArrayOf("int2", items.stream().map(SuppliedItem::number).toArray()));
            statement.setArray(11, connection.createArrayOf("text", items.stream().map(SuppliedItem::name).toArray()));
            statement.setArray(12, connection.createArrayOf("text",
                    items.stream().map(item -> item.prescribed().unit()).toArray()));
            statement.setArray(13, connection.createArrayOf("numeric",
                    items.stream().map(item -> item.prescribed().value()).toArray()));
            statement.setArray(14, connection.createArrayOf("numeric",
                    items.stream().map(SuppliedItem::supplied).toArray()));
            return statement;
        }, (ResultSet row) -> row.next() && row.getLong(1) == 1));
    }

    /** The receipts of the given prescriptions of this prescriber, by prescription ID (those without have none). */
    public Map<String, StoredReceipt> receipts(String username, List<String> prescriptionIds) {
        if (prescriptionIds.isEmpty()) {
            return Map.of();
        }
        Map<Long, Row> rows = new LinkedHashMap<>();
        jdbc.query("SELECT r.outbox_id, r.prescription_id, r.status, r.pharmacy_name, r.reason, r.issued_at,"
                + " r.verified_at FROM receipt r JOIN outbox o ON o.id = r.outbox_id"
                + " WHERE o.username = ? AND r.prescription_id = ANY (?)",
                (ResultSet row) -> {
                    rows.put(row.getLong(1), new Row(row));
                }, username, prescriptionIds.toArray(String[]::new));
        Map<Long, List<SuppliedItem>> items = items(rows.keySet().toArray(Long[]::new));
        Map<String, StoredReceipt> receipts = new HashMap<>();
        rows.forEach((outboxId, row) -> receipts.put(row.prescriptionId, row.receipt(items.getOrDefault(outboxId,
                List.of()))));
        return receipts;
    }

    /** The receipt of one of this prescriber's prescriptions, if the pharmacy has sent one. */
    public Optional<StoredReceipt> receipt(String username, String prescriptionId) {
        return Optional.ofNullable(receipts(username, List.of(prescriptionId)).get(prescriptionId));
    }

    /** The signed receipt exactly as received, with its form. */
    public Optional<RawReceipt> raw(String username, String prescriptionId) {
        return jdbc.query("SELECT r.format, r.raw FROM receipt r JOIN outbox o ON o.id = r.outbox_id"
                + " WHERE o.username = ? AND r.prescription_id = ?",
                (row, n) -> new RawReceipt(WireFormat.valueOf(row.getString(1)), row.getBytes(2)), username,
                prescriptionId).stream().findFirst();
    }

    private Map<Long, List<SuppliedItem>> items(Long[] outboxIds) {
        Map<Long, List<SuppliedItem>> items = new HashMap<>();
        if (outboxIds.length == 0) {
            return items;
        }
        jdbc.query("SELECT outbox_id, item_number, name, unit, prescribed, supplied FROM receipt_item"
                + " WHERE outbox_id = ANY (?) ORDER BY outbox_id, item_number", (ResultSet row) -> {
                    items.computeIfAbsent(row.getLong(1), id -> new ArrayList<>()).add(new SuppliedItem(row.getInt(2),
                            row.getString(3), new Quantity(row.getBigDecimal(5), row.getString(4)),
                            row.getBigDecimal(6)));
                }, (Object) outboxIds);
        return items;
    }

    /** A receipt row before its items are read. */
    private static final class Row {

        private final String prescriptionId;
        private final PrescriptionStatus status;
        private final String pharmacyName;
        private final String reason;
        private final Timestamp issuedAt;
        private final Timestamp verifiedAt;

        Row(ResultSet row) throws SQLException {
            prescriptionId = row.getString(2);
            status = PrescriptionStatus.valueOf(row.getString(3));
            pharmacyName = row.getString(4);
            reason = row.getString(5);
            issuedAt = row.getTimestamp(6);
            verifiedAt = row.getTimestamp(7);
        }

        StoredReceipt receipt(List<SuppliedItem> items) {
            return new StoredReceipt(prescriptionId, new ReceiptOutcome(status, pharmacyName, issuedAt.toInstant(),
                    reason, items), verifiedAt.toInstant());
        }
    }
}
