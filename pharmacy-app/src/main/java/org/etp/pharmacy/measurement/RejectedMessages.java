package org.etp.pharmacy.measurement;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.etp.ac.rejection.Reason;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The reads of {@code rejected_message}: the intake's recent refusals, newest first; none carries patient data. */
@Repository
public class RejectedMessages {

    /** The most refusals {@link #recent()} lists. */
    public static final int LIMIT = 100;

    /** One refusal as shown. */
    public record Rejection(Instant received, String reason, int reasonCode, String peer, int size, String detail) {

        /** The reason in a sentence for people ({@code the frame is malformed}), or its name when it has none. */
        public String reasonWords() {
            return Arrays.stream(Reason.values()).filter(known -> known.name().equals(reason)).findFirst()
                    .map(Reason::sentence).orElse(reason);
        }
    }

    private final JdbcClient jdbc;

    RejectedMessages(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public List<Rejection> recent() {
        return jdbc.sql("""
                        SELECT received_at, reason, reason_code, peer, size, detail FROM rejected_message
                        ORDER BY id DESC LIMIT ?""")
                .param(LIMIT)
                .query((rows, n) -> new Rejection(SqlTimes.instant(rows, "received_at"),
                        rows.getString("reason"), rows.getInt("reason_code"), rows.getString("peer"),
                        rows.getInt("size"), rows.getString("detail")))
                .list();
    }

    public long total() {
        return jdbc.sql("SELECT count(*) FROM rejected_message").query(Long.class).single();
    }
}
