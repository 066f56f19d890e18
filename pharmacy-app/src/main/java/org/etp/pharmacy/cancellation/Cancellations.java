package org.etp.pharmacy.cancellation;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.Profile;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.pharmacy.counter.dispensing.CounterAudit;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.receipt.Receipts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Applies verified cancellations. The stored prescription's row is locked first, so a cancellation and a
 * dispensing at the same moment are serialised: whichever commits first wins and the other sees its result
 * (the counter's {@code UPDATE ... WHERE status = 'RECEIVED'} refuses a CANCELLED prescription). A
 * cancellation commits together with its pharmacy-signed receipt ({@link Receipts}); one that comes after the
 * prescription was dispensed is refused and written to its audit trail, where the pharmacist sees it.
 */
@Service
public class Cancellations {

    private static final Logger log = LoggerFactory.getLogger(Cancellations.class);

    private final JdbcClient jdbc;
    private final Clock clock;
    private final Receipts receipts;
    private final CounterAudit audit;

    Cancellations(JdbcClient jdbc, Clock clock, Receipts receipts, CounterAudit audit) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.receipts = receipts;
        this.audit = audit;
    }

    /** Cancels the prescription {@code verified} names when its signer signed that prescription. */
    @Transactional
    public CancelOutcome cancel(VerifiedPrescription verified) {
        if (!(verified.certificate().content() instanceof Cancellation cancellation)) {
            throw new IllegalArgumentException("not a cancellation: " + verified.certificate().profile().id());
        }
        Optional<TrustedPrescriber> signer = verified.signer();
        if (signer.isEmpty()) {
            return CancelOutcome.UNSIGNED;
        }
        String id = cancellation.prescriptionId().value();
        String issuer = Names.readable(signer.get().subject());
        Optional<Row> found = jdbc.sql("""
                        SELECT id, status, issuer FROM prescription WHERE prescription_id = ? AND profile = ?
                        FOR UPDATE""")
                .params(id, Profile.PRESCRIPTION.id())
                .query((rows, n) -> new Row(rows.getLong("id"), rows.getString("status"), rows.getString("issuer")))
                .optional();
        if (found.isEmpty() || !found.get().issuer().equals(issuer)) {
            return CancelOutcome.NOT_THE_SIGNER;
        }
        Row row = found.get();
        switch (row.status()) {
            case "CANCELLED" -> {
                return CancelOutcome.ALREADY_CANCELLED;
            }
            case "DISPENSED", "PARTIALLY_DISPENSED" -> {
                audit.lateCancellation(row.id(), issuer, cancellation.reason().label(), clock.instant());
                log.info("Cancellation: {} refused, already dispensed ({})", id, cancellation.reason().code());
                return CancelOutcome.ALREADY_DISPENSED;
            }
            default -> {
                Instant now = clock.instant();
                jdbc.sql("""
                                UPDATE prescription SET status = 'CANCELLED', cancellation_reason = ?,
                                                        status_changed_at = ?, status_changed_by = ?
                                WHERE id = ?""")
                        .params(cancellation.reason().code(), SqlTimes.of(now), issuer, row.id())
                        .update();
                receipts.record(row.id());
                log.info("Cancellation: {} cancelled by its prescriber ({})", id, cancellation.reason().code());
                return CancelOutcome.CANCELLED;
            }
        }
    }

    private record Row(long id, String status, String issuer) {
    }
}
