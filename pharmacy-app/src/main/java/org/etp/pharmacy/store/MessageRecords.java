package org.etp.pharmacy.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import org.etp.ac.codec.WireFormat;

/** The SQL that keeps measurements and refusals: one {@code message_metrics} row per message, stored or not. */
final class MessageRecords {

    private static final String INSERT_METRICS = """
            INSERT INTO message_metrics (prescription, format, profile, bytes, decode_micros, verify_micros,
                                         parse_micros, store_micros, total_micros, cpu_user_micros, cpu_system_micros,
                                         minor_faults, major_faults, heap_used_bytes, rss_bytes, recorded_at, cpu_micros,
                                         allocated_bytes)
            SELECT * FROM unnest(?::bigint[], ?::text[], ?::text[], ?::int[], ?::bigint[], ?::bigint[], ?::bigint[],
                                 ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[],
                                 ?::bigint[], ?::bigint[], ?::timestamptz[], ?::bigint[], ?::bigint[])""";

    private static final String INSERT_REJECTION = """
            INSERT INTO rejected_message (received_at, peer, size, reason, reason_code, detail, payload_prefix)
            VALUES (?::timestamptz, ?, ?, ?, ?, ?, ?)""";

    private MessageRecords() {
    }

    static void insert(Connection connection, List<MessageRecord> all) throws SQLException {
        insertRejections(connection, all);
        List<MessageRecord> records = all.stream().filter(MessageRecord::measured).toList();
        if (records.isEmpty()) {
            return;
        }
        int size = records.size();
        Object[][] columns = new Object[18][size];
        for (int i = 0; i < size; i++) {
            MessageRecord record = records.get(i);
            columns[0][i] = record.rowId() == 0 ? null : record.rowId();
            columns[1][i] = record.format().map(WireFormat::name).orElse(null);
            columns[2][i] = record.profile().orElse(null);
            columns[3][i] = record.bytes();
            columns[4][i] = record.decodeMicros();
            columns[5][i] = record.verifyMicros();
            columns[6][i] = record.parseMicros();
            columns[7][i] = record.storeMicros();
            columns[8][i] = record.totalMicros();
            columns[9][i] = record.usage().cpuUserNanos() / 1_000;
            columns[10][i] = record.usage().cpuSystemNanos() / 1_000;
            columns[11][i] = record.usage().minorFaults();
            columns[12][i] = record.usage().majorFaults();
            columns[13][i] = record.memory().heapUsedBytes();
            columns[14][i] = record.memory().rssBytes();
            columns[15][i] = record.recordedAt().toString();
            columns[16][i] = record.usage().cpuNanos() / 1_000;
            columns[17][i] = record.usage().allocatedBytes();
        }
        String[] types = {"int8", "text", "text", "int4", "int8", "int8", "int8", "int8", "int8", "int8", "int8",
                "int8", "int8", "int8", "int8", "text", "int8", "int8"};
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
