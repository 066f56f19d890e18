package org.etp.prescriber.outbox;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;
import org.springframework.jdbc.core.RowMapper;

/** How an outbox row reads as an {@link OutboxEntry}: the columns to select and the mapper, for every query of them. */
final class EntryRows {

    static final String COLUMNS = "id, prescription_id, prescriber_id, format, algorithm, pharmacy_name,"
            + " patient_name, nhs_number, item_summary, size, sign_micros, cpu_micros, cpu_user_micros,"
            + " cpu_system_micros, status, reason, last_error, attempts, failed_attempts, created_at, acknowledged_at,"
            + " round_trip_micros,"
            + " pharmacy_decode_micros, pharmacy_verify_micros, pharmacy_parse_micros, pharmacy_store_micros,"
            + " pharmacy_total_micros, nominated";

    static final RowMapper<OutboxEntry> MAPPER = (row, n) -> OutboxEntry.of(row.getLong("id"),
                    row.getString("prescription_id"))
            .signed(row.getString("prescriber_id"), WireFormat.valueOf(row.getString("format")),
                    SignatureAlgorithm.fromId(row.getString("algorithm")), row.getInt("size"))
            .addressed(row.getString("pharmacy_name"), row.getObject("nominated", Boolean.class))
            .patientName(row.getString("patient_name"))
            .nhsNumber(row.getString("nhs_number"))
            .itemSummary(row.getString("item_summary"))
            .cost(SigningCost.read(row))
            .status(OutboxStatus.valueOf(row.getString("status")))
            .reason(row.getString("reason"))
            .lastError(row.getString("last_error"))
            .attempts(row.getInt("attempts"))
            .failedAttempts(row.getInt("failed_attempts"))
            .createdAt(instant(row, "created_at"))
            .answered(instant(row, "acknowledged_at"), row.getObject("round_trip_micros", Long.class), timings(row))
            .build();

    private EntryRows() {
    }

    private static Instant instant(ResultSet row, String column) throws SQLException {
        Timestamp timestamp = row.getTimestamp(column);
        return timestamp == null ? null : timestamp.toInstant();
    }

    private static StageTimings timings(ResultSet row) throws SQLException {
        Long total = row.getObject("pharmacy_total_micros", Long.class);
        return total == null ? null : new StageTimings(row.getLong("pharmacy_decode_micros"),
                row.getLong("pharmacy_verify_micros"), row.getLong("pharmacy_parse_micros"),
                row.getLong("pharmacy_store_micros"), total);
    }
}
