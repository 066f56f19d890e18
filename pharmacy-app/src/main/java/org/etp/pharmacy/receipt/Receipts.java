package org.etp.pharmacy.receipt;

import java.math.BigInteger;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.CodecException;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.ReceiptFacts;
import org.etp.ac.rejection.VerificationException;
import org.etp.pharmacy.identity.PharmacyKey;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.prescription.OutcomeReceipts;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.ReceiptReads;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The {@code receipt} table's one owner. {@link #record} issues the receipt of an outcome inside the
 * outcome's transaction — the prescription's repository calls it once the row moved on, and its failure rolls the
 * outcome back, so that no outcome is ever committed without its receipt. What a receipt attests is read through
 * the prescription's read models ({@link OutcomeFacts}); the newest receipt of each prescription a given prescriber
 * signed, which STATUS answers with, is {@link ReceiptReads}'s to find.
 */
@Service
public class Receipts implements OutcomeReceipts {

    private static final Logger log = LoggerFactory.getLogger(Receipts.class);

    /** Who moved the prescription into RECEIVED, in every receipt's first status change. */
    static final String INTAKE = "pharmacy intake";

    private final JdbcClient jdbc;
    private final OutcomeFacts facts;
    private final PharmacyKey key;
    private final Clock clock;

    Receipts(JdbcClient jdbc, Prescriptions prescriptions, ReceiptReads reads, PharmacyKey key, Clock clock) {
        this.jdbc = jdbc;
        this.facts = new OutcomeFacts(jdbc, prescriptions, reads);
        this.key = key;
        this.clock = clock;
    }

    /**
     * Issues and stores the receipt of the outcome prescription row {@code prescription} has just reached.
     *
     * @throws IllegalStateException when the row has no outcome or the receipt cannot be made: the caller's
     *         transaction then rolls back
     */
    @Override
    @Transactional(propagation = Propagation.MANDATORY)
    public EncodedReceipt record(long prescription) {
        OutcomeFacts.Row row = facts.row(prescription);
        if (row.status() == PrescriptionStatus.RECEIVED || row.changedAt() == null || row.changedBy() == null) {
            throw new IllegalStateException("prescription row " + prescription + " has no outcome to attest");
        }
        String why = OutcomeFacts.brief(row.status() == PrescriptionStatus.PARTIALLY_DISPENSED
                ? facts.partly(prescription) : row.why(), OutcomeFacts.TEXT_LENGTH);
        StatusChange outcome = new StatusChange(row.status(), row.changedAt(), row.changedBy(), why);
        List<StatusChange> history = new ArrayList<>();
        history.add(new StatusChange(PrescriptionStatus.RECEIVED, row.receivedAt(), INTAKE,
                "verified and stored"));
        history.addAll(facts.earlier(prescription));
        history.add(outcome);
        Instant now = clock.instant();
        long serial = jdbc.sql("SELECT nextval(pg_get_serial_sequence('receipt', 'id'))").query(Long.class).single();
        EncodedReceipt receipt;
        try {
            ReceiptFacts attested = new ReceiptFacts(certificate(row), row.raw(), facts.evidence(prescription),
                    facts.dispensed(prescription), history, now);
            receipt = key.issueReceipt(attested, BigInteger.valueOf(serial), row.format());
        } catch (CodecException | VerificationException | IllegalArgumentException e) {
            throw new IllegalStateException("the receipt of " + row.prescriptionId() + " could not be made", e);
        }
        jdbc.sql("""
                        INSERT INTO receipt (id, prescription, sequence, status, changed_at, changed_by, reason, format,
                                             raw, issued_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(serial, prescription, history.size() - 1, row.status().name(), SqlTimes.of(row.changedAt()),
                        row.changedBy(), why, row.format().name(), receipt.bytes(), SqlTimes.of(now))
                .update();
        log.info("Receipt {} for {}: {}", serial, row.prescriptionId(), row.status());
        return receipt;
    }

    private static PrescriptionCertificate certificate(OutcomeFacts.Row row) throws VerificationException {
        return row.format().codec().decode(row.raw()).parse();
    }
}
