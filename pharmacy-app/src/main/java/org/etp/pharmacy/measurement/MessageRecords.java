package org.etp.pharmacy.measurement;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.StageTimings;

/**
 * The SQL that keeps measurements and refusals: one {@code message_metrics} row per measured message, stored
 * or not, and one {@code rejected_message} row per refusal. Runs inside the caller's transaction.
 */
final class MessageRecords {

    private static final String INSERT_METRICS = """
            INSERT INTO message_metrics (prescription, format, profile, bytes, decode_micros, verify_micros,
                                         parse_micros, store_micros, total_micros, cpu_user_micros, cpu_system_micros,
                                         minor_faults, major_faults, heap_used_bytes, rss_bytes, recorded_at, cpu_micros,
                                         allocated_bytes, served_by)
            SELECT * FROM unnest(?::bigint[], ?::text[], ?::text[], ?::int[], ?::bigint[], ?::bigint[], ?::bigint[],
                                 ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[],
                                 ?::bigint[], ?::bigint[], ?::timestamptz[], ?::bigint[], ?::bigint[], ?::text[])""";

    private static final String INSERT_REJECTION = """
            INSERT INTO rejected_message (received_at, peer, size, reason, reason_code, detail, payload_prefix)
            VALUES (?::timestamptz, ?, ?, ?, ?, ?, ?)""";

    private MessageRecords() {
    }

    static void insert(Connection connection, List<MessageRecord> all) throws SQLException {
        insertRejections(connection, all);
        List<MessageRecord> records = all.stream().filter(record -> record.metrics().isPresent()).toList();
        if (records.isEmpty()) {
            return;
        }
        int size = records.size();
        Object[][] columns = new Object[19][size];
        for (int i = 0; i < size; i++) {
            MessageRecord record = records.get(i);
            MessageRecord.Metrics metrics = record.metrics().orElseThrow();
            StageTimings timings = metrics.timings();
            columns[0][i] = metrics.rowId() == 0 ? null : metrics.rowId();
            columns[1][i] = metrics.format().map(WireFormat::name).orElse(null);
            columns[2][i] = metrics.profile().orElse(null);
            columns[3][i] = record.bytes();
            columns[4][i] = timings.decodeMicros();
            columns[5][i] = timings.verifyMicros();
            columns[6][i] = timings.parseMicros();
            columns[7][i] = timings.storeMicros();
            columns[8][i] = timings.totalMicros();
            columns[9][i] = metrics.usage().cpuUserNanos() / 1_000;
            columns[10][i] = metrics.usage().cpuSystemNanos() / 1_000;
            columns[11][i] = metrics.usage().minorFaults();
            columns[12][i] = metrics.usage().majorFaults();
            columns[13][i] = metrics.memory().heapUsedBytes();
            columns[14][i] = metrics.memory().rssBytes();
            columns[15][i] = record.recordedAt().toString();
            columns[16][i] = metrics.usage().cpuNanos() / 1_000;
            columns[17][i] = metrics.usage().allocatedBytes();
            columns[18][i] = metrics.servedBy().orElse(null);
        }
        String[] types = {"int8", "text", "text", "int4", "int8", "int8", "int8", "int8", "int8", "int8", "int8",
                "int8", "int8", "int8", "int8", "text", "int8", "int8", "text"};
        try (PreparedStatement insert = connection.prepareStatement(INSERT_METRICS)) {
            for (int c = 0; c < columns.length; c++) {
                insert.setArray(c + 1, connection.createArrayOf(types[c], columns[c]));
            }
            insert.executeUpdate();
        }
    }

    private static void insertRejections(Connection connection, List<MessageRecord> records) throws SQLException {
        boolean any = false;
        try (PreparedStatement insert = connection.prepareStatement(INSERT_REJECTION)) {
            for (MessageRecord record : records) {
                if (record.rejection().isEmpty()) {
                    continue;
                }
                MessageRecord.Rejection rejection = record.rejection().get();
                insert.setString(1, record.recordedAt().toString());
                insert.setString(2, rejection.peer());
                insert.setInt(3, record.bytes());
                insert.setString(4, rejection.reason().name());
                insert.setShort(5, (short) rejection.reason().code());
                insert.setString(6, rejection.detail());
                byte[] prefix = rejection.payloadPrefix();
                if (prefix.length == 0) {
                    insert.setNull(7, Types.BINARY);
                } else {
                    insert.setBytes(7, prefix);
                }
                insert.addBatch();
                any = true;
            }
            if (any) {
                insert.executeBatch();
            }
        }
    }
}
