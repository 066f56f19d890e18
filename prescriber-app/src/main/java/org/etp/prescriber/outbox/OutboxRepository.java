package org.etp.prescriber.outbox;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.StageTimings;
import org.etp.prescriber.signing.SignedCertificate;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/** The outbox table. Every update of a pending row is guarded by its status, so a late answer changes nothing final. */
@Repository
public class OutboxRepository {

    private static final String PENDING = "status IN ('SENDING', 'RETRYING')";
    private final JdbcTemplate jdbc;

    OutboxRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Commits a signed prescription as {@code SENDING}, due at once; returns its row id. */
    public long insert(NewOutboxEntry entry) {
        SignedCertificate signed = entry.signed();
        ThreadUsage usage = signed.usage();
        return jdbc.queryForObject("INSERT INTO outbox (prescription_id, username, prescriber_id, issuer, serial, format,"
                + " algorithm, pharmacy_ods, pharmacy_name, patient_name, item_summary, payload, size,"
                + " sign_micros, cpu_micros, cpu_user_micros, cpu_system_micros, minor_faults, major_faults, form_token,"
                + " nhs_number, items_digest, nominated)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id", Long.class,
                entry.prescriptionId().value(), entry.username(), signed.prescriberId(),
                signed.certificate().issuer().getName(), new BigDecimal(signed.certificate().serialNumber()),
                signed.format().name(), signed.algorithm().id(), entry.pharmacyOds(),
                entry.pharmacyName(), entry.prescription().patient().holder().name(), entry.itemSummary(),
                signed.encoded(), signed.size(), signed.signMicros(),
                TimeUnit.NANOSECONDS.toMicros(usage.cpuNanos()), TimeUnit.NANOSECONDS.toMicros(usage.cpuUserNanos()), TimeUnit.NANOSECONDS.toMicros(usage.cpuSystemNanos()),
                usage.minorFaults(), usage.majorFaults(), entry.formToken(), entry.nhsNumber(), entry.itemsDigest(),
                entry.prescription().nominatedPharmacy().isPresent());
    }

    /**
     * Commits a signed cancellation of the prescriber's own prescription as {@code SENDING}, due at once, beside
     * the prescription's row (whose pharmacy and patient it shares); returns its row id, or empty when there is
     * no such prescription or it has a cancellation already.
     */
    public Optional<Long> insertCancellation(String username, SignedCertificate signed, CancellationReason reason) {
        ThreadUsage usage = signed.usage();
        return jdbc.query("INSERT INTO outbox (prescription_id, username, prescriber_id, issuer, serial, format,"
                + " algorithm, pharmacy_ods, pharmacy_name, patient_name, item_summary, payload, size,"
                + " sign_micros, cpu_micros, cpu_user_micros, cpu_system_micros, minor_faults, major_faults, kind,"
                + " cancellation_reason)"
                + " SELECT prescription_id, username, ?, ?, ?, ?, ?, pharmacy_ods, pharmacy_name, patient_name,"
                + " item_summary, ?, ?, ?, ?, ?, ?, ?, ?, 'CANCEL', ? FROM outbox"
                + " WHERE kind = 'SUBMIT' AND username = ? AND prescription_id = ?"
                + " ON CONFLICT (prescription_id, kind) DO NOTHING RETURNING id", (row, n) -> row.getLong(1),
                signed.prescriberId(), signed.certificate().issuer().getName(),
                new BigDecimal(signed.certificate().serialNumber()), signed.format().name(), signed.algorithm().id(),
                signed.encoded(), signed.size(), signed.signMicros(),
                TimeUnit.NANOSECONDS.toMicros(usage.cpuNanos()), TimeUnit.NANOSECONDS.toMicros(usage.cpuUserNanos()),
                TimeUnit.NANOSECONDS.toMicros(usage.cpuSystemNanos()), usage.minorFaults(), usage.majorFaults(),
                reason.code(), username, signed.certificate().prescriptionId().value()).stream().findFirst();
    }

    /** The cancellation of the prescriber's prescription, if one was made: its reason and the pharmacy's answer. */
    public Optional<CancellationEntry> cancellation(String username, String prescriptionId) {
        return jdbc.query("SELECT cancellation_reason, status, reason FROM outbox WHERE kind = 'CANCEL'"
                + " AND username = ? AND prescription_id = ?",
                (row, n) -> new CancellationEntry(CancellationReason.fromCode(row.getString(1)),
                        OutboxStatus.valueOf(row.getString(2)), row.getString(3)),
                username, prescriptionId).stream().findFirst();
    }

    /** The prescription that the form with this one-time token made, if it made one. */
    public Optional<String> madeWith(String username, String formToken) {
        return jdbc.query("SELECT prescription_id FROM outbox WHERE username = ? AND form_token = ?",
                (row, n) -> row.getString(1), username, formToken).stream().findFirst();
    }

    /**
     * Claims up to {@code limit} due rows for one attempt each: counts the attempt and pushes the row's due
     * time past {@code lease}, so that nobody else sends it meanwhile and, should this app die, it is due again.
     */
    public List<PendingMessage> claimDue(int limit, Duration lease) {
        return jdbc.query("UPDATE outbox SET attempts = attempts + 1,"
                + " next_attempt_at = now() + ? * interval '1 millisecond'"
                + " WHERE id IN (SELECT id FROM outbox WHERE " + PENDING + " AND next_attempt_at <= now()"
                + " ORDER BY next_attempt_at, id LIMIT ? FOR UPDATE SKIP LOCKED)"
                + " RETURNING id, prescription_id, format, algorithm, pharmacy_ods, payload, attempts,"
                + " sign_micros, cpu_micros, cpu_user_micros, cpu_system_micros, kind",
                (row, n) -> PendingMessage.of(row.getLong("id"), row.getString("prescription_id"))
                        .message(MessageKind.valueOf(row.getString("kind")), WireFormat.valueOf(row.getString("format")),
                                SignatureAlgorithm.fromId(row.getString("algorithm")), row.getBytes("payload"))
                        .pharmacyOds(row.getString("pharmacy_ods"))
                        .attempts(row.getInt("attempts"))
                        .cost(SigningCost.read(row))
                        .build(),
                lease.toMillis(), limit);
    }

    /** Records the pharmacy's final answer; false when the row was no longer pending. */
    public boolean acknowledge(long id, OutboxStatus status, String reason, long roundTripMicros, StageTimings timings) {
        if (status.pending()) {
            throw new IllegalArgumentException(status + " is not an answer");
        }
        return jdbc.update("UPDATE outbox SET status = ?, reason = ?, last_error = NULL, acknowledged_at = now(),"
                + " round_trip_micros = ?, pharmacy_decode_micros = ?, pharmacy_verify_micros = ?,"
                + " pharmacy_parse_micros = ?, pharmacy_store_micros = ?, pharmacy_total_micros = ?"
                + " WHERE id = ? AND " + PENDING, status.name(), reason, roundTripMicros, timings.decodeMicros(),
                timings.verifyMicros(), timings.parseMicros(), timings.storeMicros(), timings.totalMicros(), id) == 1;
    }

    /** Marks a failed attempt: {@code RETRYING}, due again after {@code delay}, one more failure counted. */
    public void retry(long id, Duration delay, String error) {
        jdbc.update("UPDATE outbox SET status = 'RETRYING', last_error = ?, failed_attempts = failed_attempts + 1,"
                + " next_attempt_at = now() + ? * interval '1 millisecond' WHERE id = ? AND " + PENDING,
                error, delay.toMillis(), id);
    }

    /** Makes every pending row due now: on start, nothing this app sent is still in flight. */
    public int resumePending() {
        return jdbc.update("UPDATE outbox SET next_attempt_at = now() WHERE " + PENDING + " AND next_attempt_at > now()");
    }

    public Optional<OutboxEntry> find(String username, String prescriptionId) {
        return jdbc.query("SELECT " + EntryRows.COLUMNS + " FROM outbox WHERE kind = 'SUBMIT' AND username = ?"
                + " AND prescription_id = ?", EntryRows.MAPPER, username, prescriptionId).stream().findFirst();
    }

    /** The signed certificate exactly as sent. */
    public Optional<byte[]> payload(String username, String prescriptionId) {
        return jdbc.query("SELECT payload FROM outbox WHERE kind = 'SUBMIT' AND username = ? AND prescription_id = ?",
                (row, n) -> row.getBytes(1), username, prescriptionId).stream().findFirst();
    }
}
