package org.etp.pharmacy.receipt;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.receipt.ReceiptTexts;
import org.etp.ac.trust.RecordedRevocation;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.prescription.LastChange;
import org.etp.pharmacy.prescription.PrescribedItem;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.ReceiptReads;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.prescription.StoredCertificate;
import org.etp.pharmacy.prescription.StoredPrescription;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Reads what a receipt attests from the store, inside the outcome's transaction: the prescription as it now
 * stands and what was supplied of each item (through the prescription's read models), its verification evidence,
 * and the receipts before.
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
    private final Prescriptions prescriptions;
    private final ReceiptReads reads;

    OutcomeFacts(JdbcClient jdbc, Prescriptions prescriptions, ReceiptReads reads) {
        this.jdbc = jdbc;
        this.prescriptions = prescriptions;
        this.reads = reads;
    }

    Row row(long id) {
        StoredPrescription stored = prescriptions.find(id)
                .orElseThrow(() -> new IllegalStateException("no prescription row " + id));
        PrescriptionStatus status = stored.state().status();
        LastChange change = stored.lastChange();
        String why = switch (status) {
            case RETURNED -> returned(change.returnReason(), change.returnNote());
            case CANCELLED -> "cancelled by the prescriber: " + CancellationReason.fromCode(
                    change.cancellationReason()).label();
            case EXPIRED -> "validity ended";
            case DISPENSED -> "all items supplied";
            case PARTIALLY_DISPENSED -> "some items supplied in part or not at all";
            case RECEIVED -> "received";
        };
        StoredCertificate certificate = stored.certificate();
        return new Row(id, stored.prescriptionId(), certificate.format(), certificate.raw(), stored.receivedAt(),
                status, change.at(), brief(change.by(), BY_LENGTH), why);
    }

    /** The checks the intake recorded for the prescription. */
    List<VerificationResult> evidence(long id) {
        return jdbc.sql("""
                        SELECT checked_at, signer_subject, signer_serial, cardinality(chain) AS chain_length, canonical,
                               revocation_source, revocation_next_update
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
                        RecordedRevocation revocation = new RecordedRevocation(rows.getString("revocation_source"),
                                SqlTimes.instant(rows, "revocation_next_update"));
                        results.add(new VerificationResult("certificate-path", true, at, rows.getInt("chain_length")
                                + " certificates to the trust anchor, " + revocation.currentUntil()));
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
        return reads.supplies(id).stream().filter(supply -> supply.quantity().signum() != 0)
                .map(supply -> new DispenseEvent(supply.itemNumber(), new Quantity(supply.quantity(),
                        supply.prescribed().unit()), supply.at(), supply.by(), SupplyWords.note(supply.reason(),
                                supply.soFar(), supply.prescribed().quantity(), supply.prescribed().unit())))
                .toList();
    }

    /**
     * What a partly dispensed prescription's supplies come to, in words for the receipt's reason: what is owed
     * first ({@code owing: item 1 18 of 28 tablets}), then each item supplied in part or not at all and why.
     */
    String partly(long id) {
        return SupplyWords.partly(prescriptions.items(id).stream().filter(PrescribedItem::dispensed)
                .map(item -> new SupplyWords.ItemState(item.number(), item.quantity(), item.unit(), item.supplied(),
                        item.notDispensedReason()))
                .toList());
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
