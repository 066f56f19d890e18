package org.etp.pharmacy.receipt;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.receipt.ReceiptTexts;
import org.etp.pharmacy.counter.ReturnReason;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Reads what a receipt attests from the store, inside the outcome's transaction: the prescription row as
 * it now stands, its verification evidence, what was supplied of each item, and the receipts before.
 */
final class OutcomeFacts {

    /** The prescription row as the outcome left it. */
    record Row(long id, String prescriptionId, WireFormat format, byte[] raw, Instant receivedAt,
            PrescriptionStatus status, Instant changedAt, String changedBy, String why) {
    }

    /**
     * The longest "by" and reason texts of a receipt. A prescriber who cancelled is named by the distinguished
     * name the store keeps, its common name first (RFC 2253), so a cut keeps the name.
     */
    static final int BY_LENGTH = 100;
    static final int TEXT_LENGTH = 200;

    private final JdbcClient jdbc;

    OutcomeFacts(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Row row(long id) {
        return jdbc.sql("""
                        SELECT id, prescription_id, format, raw, received_at, status, status_changed_at,
                               status_changed_by, return_reason, return_note, cancellation_reason
                        FROM prescription WHERE id = ?""")
                .param(id)
                .query((rows, n) -> {
                    PrescriptionStatus status = PrescriptionStatus.valueOf(rows.getString("status"));
                    String why = switch (status) {
                        case RETURNED -> returned(rows.getString("return_reason"), rows.getString("return_note"));
                        case CANCELLED -> "cancelled by the prescriber: " + CancellationReason.fromCode(
                                rows.getString("cancellation_reason")).label();
                        case EXPIRED -> "validity ended";
                        case DISPENSED -> "all items supplied";
                        case PARTIALLY_DISPENSED -> "some items supplied in part or not at all";
                        case RECEIVED -> "received";
                    };
                    return new Row(rows.getLong("id"), rows.getString("prescription_id"),
                            WireFormat.valueOf(rows.getString("format")), rows.getBytes("raw"),
                            SqlTimes.instant(rows, "received_at"), status, SqlTimes.instant(rows, "status_changed_at"),
                            brief(rows.getString("status_changed_by"), BY_LENGTH), why);
                })
                .single();
    }

    /** The checks the intake recorded for the prescription. */
    List<VerificationResult> evidence(long id) {
        return jdbc.sql("""
                        SELECT checked_at, signer_subject, signer_serial, cardinality(chain) AS chain_length, canonical,
                               crl_next_update
                        FROM verification_outcome WHERE prescription = ?""")
                .param(id)
                .query((rows, n) -> {
                    Instant at = SqlTimes.instant(rows, "checked_at");
                    List<VerificationResult> results = new ArrayList<>();
                    String signer = rows.getString("signer_subject");
                    results.add(new VerificationResult("signature", signer != null, at, signer == null ? "unsigned"
                            : brief("registered key of " + signer + ", serial " + rows.getBigDecimal("signer_serial"),
                                    TEXT_LENGTH)));
                    if (signer != null) {
                        Instant crl = SqlTimes.instant(rows, "crl_next_update");
                        results.add(new VerificationResult("certificate-path", true, at, rows.getInt("chain_length")
                                + " certificates to the trust anchor, CRL current until " + crl));
                    }
                    results.add(new VerificationResult("canonical-encoding", rows.getBoolean("canonical"), at,
                            "the one canonical encoding"));
                    return results;
                })
                .optional().orElse(List.of());
    }

    /**
     * One event per supply of which anything was handed over, its note in words: {@code supplied},
     * {@code owing 18 tablets (10 of 28 tablets supplied so far)}, or why less was supplied.
     */
    List<DispenseEvent> dispensed(long id) {
        return jdbc.sql("""
                        SELECT d.item_number, d.quantity_supplied, i.unit, i.quantity AS prescribed,
                               d.not_dispensed_reason, d.dispensed_by, d.dispensed_at,
                               sum(d.quantity_supplied) OVER (PARTITION BY d.item_number ORDER BY d.supply) AS so_far
                        FROM dispense_event d JOIN prescription_item i
                             ON i.prescription = d.prescription AND i.item_number = d.item_number
                        WHERE d.prescription = ? ORDER BY d.item_number, d.supply""")
                .param(id)
                .query((rows, n) -> rows.getBigDecimal("quantity_supplied").signum() == 0 ? null
                        : new DispenseEvent(rows.getInt("item_number"),
                                new Quantity(rows.getBigDecimal("quantity_supplied"), rows.getString("unit")),
                                SqlTimes.instant(rows, "dispensed_at"), rows.getString("dispensed_by"),
                                SupplyWords.note(rows.getString("not_dispensed_reason"), rows.getBigDecimal("so_far"),
                                        rows.getBigDecimal("prescribed"), rows.getString("unit"))))
                .list().stream().filter(Objects::nonNull).toList();
    }

    /**
     * What a partly dispensed prescription's supplies come to, in words for the receipt's reason: what is owed
     * first ({@code owing: item 1 18 of 28 tablets}), then each item supplied in part or not at all and why.
     */
    String partly(long id) {
        List<SupplyWords.ItemState> items = jdbc.sql("""
                        SELECT i.item_number, i.quantity, i.unit, coalesce(sum(d.quantity_supplied), 0) AS supplied,
                               (array_agg(d.not_dispensed_reason ORDER BY d.supply DESC))[1] AS reason
                        FROM prescription_item i JOIN dispense_event d
                             ON d.prescription = i.prescription AND d.item_number = i.item_number
                        WHERE i.prescription = ? GROUP BY i.item_number, i.quantity, i.unit ORDER BY i.item_number""")
                .param(id)
                .query((rows, n) -> new SupplyWords.ItemState(rows.getInt("item_number"), rows.getBigDecimal("quantity"),
                        rows.getString("unit"), rows.getBigDecimal("supplied"), rows.getString("reason")))
                .list();
        return SupplyWords.partly(items);
    }

    /** The status changes earlier receipts attested, oldest first. */
    List<StatusChange> earlier(long id) {
        return jdbc.sql("SELECT status, changed_at, changed_by, reason FROM receipt WHERE prescription = ? ORDER BY sequence")
                .param(id)
                .query((rows, n) -> new StatusChange(PrescriptionStatus.valueOf(rows.getString("status")),
                        SqlTimes.instant(rows, "changed_at"), rows.getString("changed_by"), rows.getString("reason")))
                .list();
    }

    /** A return in words: {@code returned: Clinical concern, referred to the prescriber. Note: ...}. */
    private static String returned(String reason, String note) {
        String said = ReceiptTexts.RETURNED + ReturnReason.valueOf(reason).label();
        return note == null || note.isBlank() ? said : said + "." + ReceiptTexts.NOTE + note;
    }

    /** {@code text} cut to {@code max} characters, the cut marked. */
    static String brief(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
