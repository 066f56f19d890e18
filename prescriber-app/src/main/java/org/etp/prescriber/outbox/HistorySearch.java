package org.etp.prescriber.outbox;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/** The prescriber's own prescriptions, newest first, a page at a time, narrowed by a {@link HistoryFilter}. */
@Repository
public class HistorySearch {

    private final JdbcTemplate jdbc;

    HistorySearch(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** One page of the prescriber's prescriptions that match: {@code limit} rows from {@code offset}. */
    public List<OutboxEntry> page(String username, HistoryFilter filter, long offset, int limit) {
        List<Object> arguments = new ArrayList<>();
        String where = where(username, filter, arguments);
        arguments.add(limit);
        arguments.add(offset);
        return jdbc.query("SELECT " + EntryRows.COLUMNS + " FROM outbox WHERE " + where
                + " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?", EntryRows.MAPPER, arguments.toArray());
    }

    /** How many of the prescriber's prescriptions match. */
    public long count(String username, HistoryFilter filter) {
        List<Object> arguments = new ArrayList<>();
        String where = where(username, filter, arguments);
        return jdbc.queryForObject("SELECT count(*) FROM outbox WHERE " + where, Long.class, arguments.toArray());
    }

    /** The given prescriptions of this prescriber as they stand now (for the history's status updates). */
    public List<OutboxEntry> current(String username, List<String> prescriptionIds) {
        if (prescriptionIds.isEmpty()) {
            return List.of();
        }
        return jdbc.query("SELECT " + EntryRows.COLUMNS + " FROM outbox WHERE kind = 'SUBMIT'"
                + " AND username = ? AND prescription_id = ANY (?)", EntryRows.MAPPER, username,
                prescriptionIds.toArray(String[]::new));
    }

    private static String where(String username, HistoryFilter filter, List<Object> arguments) {
        StringBuilder where = new StringBuilder("kind = 'SUBMIT' AND username = ?");
        arguments.add(username);
        if (filter.prescriptionId() != null) {
            where.append(" AND prescription_id = ?");
            arguments.add(filter.prescriptionId());
        }
        if (filter.nhsNumber() != null) {
            where.append(" AND nhs_number = ?");
            arguments.add(filter.nhsNumber());
        }
        if (filter.name() != null) {
            where.append(" AND patient_name ILIKE ? ESCAPE '\\'");
            arguments.add("%" + filter.name().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%");
        }
        if (filter.from() != null) {
            where.append(" AND created_at >= ? AND created_at < ?");
            arguments.add(Timestamp.from(filter.from()));
            arguments.add(Timestamp.from(filter.until()));
        }
        return where.toString();
    }
}
