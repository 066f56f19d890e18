package org.etp.pharmacy.counter;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.store.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The counter's reads of a prescription's state and items, by the prescription ID the pharmacist sees. */
@Repository
class Prescriptions {

    /** A prescription as far as an action needs it: its row, status and validity. */
    record State(long id, PrescriptionStatus status, Instant notBefore, Instant notAfter) {
    }

    private final JdbcClient jdbc;

    Prescriptions(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Optional<State> state(String prescriptionId) {
        return jdbc.sql("SELECT id, status, not_before, not_after FROM prescription WHERE prescription_id = ?")
                .param(prescriptionId)
                .query((rows, n) -> new State(rows.getLong("id"), PrescriptionStatus.valueOf(rows.getString("status")),
                        SqlTimes.instant(rows, "not_before"), SqlTimes.instant(rows, "not_after")))
                .optional();
    }

    /** The items of prescription row {@code id} in order, with what was supplied of each. */
    List<PrescribedItem> items(long id) {
        return jdbc.sql("""
                        SELECT i.item_number, i.dmd_code, i.name, i.quantity, i.unit, i.dosage,
                               d.quantity_supplied, d.not_dispensed_reason
                        FROM prescription_item i
                        LEFT JOIN dispense_event d ON d.prescription = i.prescription AND d.item_number = i.item_number
                        WHERE i.prescription = ? ORDER BY i.item_number""")
                .param(id)
                .query((rows, n) -> new PrescribedItem(rows.getInt("item_number"), rows.getString("dmd_code"),
                        rows.getString("name"), rows.getBigDecimal("quantity"), rows.getString("unit"),
                        rows.getString("dosage"), rows.getBigDecimal("quantity_supplied"),
                        rows.getString("not_dispensed_reason")))
                .list();
    }
}
