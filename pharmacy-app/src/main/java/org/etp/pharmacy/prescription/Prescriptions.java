package org.etp.pharmacy.prescription;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The read model of the prescriptions in the {@code prescription} table (the rows of profile {@code prescription};
 * {@link OtherCertificates} reads the rest) and their items, for the queue, the detail page and the receipts: the
 * queue's pages and a count of its arrivals, one prescription by the ID the pharmacist sees (or by its row), the
 * state an action checks, and the items with what was supplied of each. Newest first is by row id, the primary
 * key's order, so a page is an index scan whatever the table's size. The store inserts the rows
 * ({@link PrescriptionRows}); only {@link PrescriptionRepository} changes them and adds the supplies.
 */
@Repository
public class Prescriptions {

    private static final String COLUMNS = """
            SELECT p.id, p.prescription_id, p.format, p.algorithm, p.profile, p.raw, p.issuer, p.patient_nhs_number,
                   p.not_before, p.not_after, p.received_at, p.status, p.return_reason, p.return_note,
                   p.cancellation_reason, p.status_changed_at, p.status_changed_by, p.node,
                   (SELECT string_agg(i.name, '; ' ORDER BY i.item_number) FROM prescription_item i
                    WHERE i.prescription = p.id) AS items
            FROM prescription p
            WHERE p.profile = 'prescription'""";

    private final JdbcClient jdbc;

    Prescriptions(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<PrescriptionState> state(String prescriptionId) {
        return jdbc.sql("SELECT id, status, not_before, not_after FROM prescription WHERE prescription_id = ?"
                + " AND profile = 'prescription'")
                .param(prescriptionId)
                .query((rows, n) -> state(rows))
                .optional();
    }

    public Optional<StoredPrescription> find(String prescriptionId) {
        return jdbc.sql(COLUMNS + " AND p.prescription_id = ?").param(prescriptionId)
                .query((rows, n) -> stored(rows)).optional();
    }

    /** The prescription stored as row {@code id}, if that row is one. */
    public Optional<StoredPrescription> find(long id) {
        return jdbc.sql(COLUMNS + " AND p.id = ?").param(id).query((rows, n) -> stored(rows)).optional();
    }

    /**
     * The items of prescription row {@code id} in order, with what was supplied of each over all its supplies and
     * the reason given with the latest.
     */
    public List<PrescribedItem> items(long id) {
        return jdbc.sql("""
                        SELECT i.item_number, i.dmd_code, i.name, i.quantity, i.unit, i.dosage, s.supplied, s.reason
                        FROM prescription_item i
                        LEFT JOIN LATERAL (
                            SELECT sum(d.quantity_supplied) AS supplied,
                                   (array_agg(d.not_dispensed_reason ORDER BY d.supply DESC))[1] AS reason
                            FROM dispense_event d
                            WHERE d.prescription = i.prescription AND d.item_number = i.item_number
                            HAVING count(*) > 0) s ON true
                        WHERE i.prescription = ? ORDER BY i.item_number""")
                .param(id)
                .query((rows, n) -> new PrescribedItem(rows.getInt("item_number"), rows.getString("dmd_code"),
                        rows.getString("name"), rows.getBigDecimal("quantity"), rows.getString("unit"),
                        rows.getString("dosage"), rows.getBigDecimal("supplied"), rows.getString("reason")))
                .list();
    }

    /** Those {@code filter} lets through, newest first: at most {@code limit}, after skipping {@code offset}. */
    public List<StoredPrescription> newestFirst(PrescriptionFilter filter, int limit, long offset) {
        List<Object> parameters = new ArrayList<>();
        String where = where(filter, parameters);
        parameters.add(limit);
        parameters.add(offset);
        return jdbc.sql(COLUMNS + where + " ORDER BY p.id DESC LIMIT ? OFFSET ?").params(parameters)
                .query((rows, n) -> stored(rows)).list();
    }

    /** How many prescriptions {@code filter} lets through. */
    public long count(PrescriptionFilter filter) {
        List<Object> parameters = new ArrayList<>();
        String where = where(filter, parameters);
        return jdbc.sql("SELECT count(*) FROM prescription p WHERE p.profile = 'prescription'" + where)
                .params(parameters).query(Long.class).single();
    }

    /** The conditions of {@code filter} after the profile's, their parameters added to {@code parameters}. */
    private static String where(PrescriptionFilter filter, List<Object> parameters) {
        List<String> conditions = new ArrayList<>();
        filter.status().ifPresent(status -> {
            conditions.add("p.status = ?");
            parameters.add(status.name());
        });
        if (filter.prescriptionId().isPresent()) {
            conditions.add("p.prescription_id = ?");
            parameters.add(filter.prescriptionId().get());
        } else if (filter.nhsNumber().isPresent()) {
            conditions.add("p.patient_nhs_number = ?");
            parameters.add(filter.nhsNumber().get());
        }
        return conditions.isEmpty() ? "" : " AND " + String.join(" AND ", conditions);
    }

    /** How many prescriptions arrived after row {@code rowId}, and the newest row id among them. */
    public NewArrivals arrivedAfter(long rowId) {
        return jdbc.sql("SELECT count(*) AS n, coalesce(max(id), ?) AS latest FROM prescription WHERE id > ?"
                        + " AND profile = 'prescription'")
                .params(rowId, rowId)
                .query((rows, n) -> new NewArrivals(rows.getLong("n"), rows.getLong("latest"))).single();
    }

    /** The newest row id, or 0 when nothing has arrived. */
    public long latestId() {
        return jdbc.sql("SELECT coalesce(max(id), 0) FROM prescription WHERE profile = 'prescription'").query(Long.class).single();
    }

    private static PrescriptionState state(ResultSet rows) throws SQLException {
        return new PrescriptionState(rows.getLong("id"), PrescriptionStatus.valueOf(rows.getString("status")),
                SqlTimes.instant(rows, "not_before"), SqlTimes.instant(rows, "not_after"));
    }

    private static StoredPrescription stored(ResultSet rows) throws SQLException {
        StoredCertificate certificate = new StoredCertificate(WireFormat.valueOf(rows.getString("format")),
                rows.getString("algorithm"), rows.getString("profile"), rows.getString("issuer"),
                rows.getString("patient_nhs_number"), rows.getBytes("raw"));
        LastChange lastChange = new LastChange(SqlTimes.instant(rows, "status_changed_at"),
                rows.getString("status_changed_by"), rows.getString("return_reason"), rows.getString("return_note"),
                rows.getString("cancellation_reason"));
        return new StoredPrescription(rows.getString("prescription_id"), state(rows), certificate,
                SqlTimes.instant(rows, "received_at"), lastChange, rows.getString("items"), rows.getString("node"));
    }
}
