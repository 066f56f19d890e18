package org.etp.pharmacy.prescription;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The read model of the receipts and of STATUS: each supply of a prescription as its receipt tells it, and, by
 * prescriber, the newest receipt of each prescription (the receipt package writes the {@code receipt} rows; which
 * prescription a prescriber signed is this package's to say) or the time it was received when it has none yet.
 */
@Repository
public class ReceiptReads {

    private final JdbcClient jdbc;

    ReceiptReads(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Every supply of prescription row {@code id}, by item and in order. */
    public List<RecordedSupply> supplies(long id) {
        return jdbc.sql("""
                        SELECT d.item_number, d.quantity_supplied, i.unit, i.quantity AS prescribed,
                               d.not_dispensed_reason, d.dispensed_by, d.dispensed_at,
                               sum(d.quantity_supplied) OVER (PARTITION BY d.item_number ORDER BY d.supply) AS so_far
                        FROM dispense_event d JOIN prescription_item i
                             ON i.prescription = d.prescription AND i.item_number = d.item_number
                        WHERE d.prescription = ? ORDER BY d.item_number, d.supply""")
                .param(id)
                .query((rows, n) -> new RecordedSupply(rows.getInt("item_number"),
                        rows.getBigDecimal("quantity_supplied"), rows.getBigDecimal("so_far"),
                        new RecordedSupply.Prescribed(rows.getBigDecimal("prescribed"), rows.getString("unit")),
                        rows.getString("not_dispensed_reason"), rows.getString("dispensed_by"),
                        SqlTimes.instant(rows, "dispensed_at")))
                .list();
    }

    /**
     * The newest receipt of each of {@code ids} whose stored issuer is {@code issuer} (as the store spells
     * it); the IDs of other prescribers, unknown IDs and IDs without an outcome are simply absent.
     */
    @Transactional(readOnly = true)
    public Map<PrescriptionId, EncodedReceipt> latestReceipts(List<PrescriptionId> ids, String issuer) {
        Map<PrescriptionId, EncodedReceipt> found = new HashMap<>();
        jdbc.sql("""
                        SELECT DISTINCT ON (p.id) p.prescription_id, r.format, r.raw
                        FROM prescription p JOIN receipt r ON r.prescription = p.id
                        WHERE p.prescription_id = ANY (?) AND p.issuer = ?
                        ORDER BY p.id, r.sequence DESC""")
                .params(ids.stream().map(PrescriptionId::value).toArray(String[]::new), issuer)
                .query((rows, n) -> found.put(new PrescriptionId(rows.getString("prescription_id")),
                        new EncodedReceipt(WireFormat.valueOf(rows.getString("format")), rows.getBytes("raw"))))
                .list();
        return found;
    }

    /**
     * When the pharmacy received each of {@code ids} that {@code issuer} signed and that has no outcome yet (no
     * receipt): the "received, no outcome yet" a status request may ask for.
     */
    public Map<PrescriptionId, Instant> receivedWithoutOutcome(List<PrescriptionId> ids, String issuer) {
        Map<PrescriptionId, Instant> found = new HashMap<>();
        jdbc.sql("""
                        SELECT p.prescription_id, p.received_at
                        FROM prescription p
                        WHERE p.prescription_id = ANY (?) AND p.issuer = ?
                          AND NOT EXISTS (SELECT 1 FROM receipt r WHERE r.prescription = p.id)""")
                .params(ids.stream().map(PrescriptionId::value).toArray(String[]::new), issuer)
                .query((rows, n) -> found.put(new PrescriptionId(rows.getString("prescription_id")),
                        SqlTimes.instant(rows, "received_at")))
                .list();
        return found;
    }
}
