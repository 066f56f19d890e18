package org.etp.pharmacy.counter;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Instants to and from {@code timestamptz} columns, and as the counter's pages show them. */
public final class SqlTimes {

    private static final DateTimeFormatter DISPLAY = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private SqlTimes() {
    }

    public static OffsetDateTime of(Instant instant) {
        return instant == null ? null : OffsetDateTime.ofInstant(instant, ZoneOffset.UTC);
    }

    /** The column as an instant, or null when it is NULL. */
    public static Instant instant(ResultSet rows, String column) throws SQLException {
        OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    /** The instant in the server's time zone to the second, or an empty string for none. */
    public static String display(Instant instant) {
        return instant == null ? "" : DISPLAY.format(instant);
    }
}
