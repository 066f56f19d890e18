package org.etp.pharmacy.dashboard;

import java.util.List;
import org.etp.pharmacy.counter.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The intake's recent refusals, newest first; what it keeps of each carries no patient data. */
@Repository
class RejectedMessages {

    static final int LIMIT = 100;

    /** One refusal as shown. */
    record Rejection(String received, String reason, int reasonCode, String peer, int size, String detail) {
    }

    private final JdbcClient jdbc;

    RejectedMessages(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    List<Rejection> recent() {
        return jdbc.sql("""
                        SELECT received_at, reason, reason_code, peer, size, detail FROM rejected_message
                        ORDER BY id DESC LIMIT ?""")
                .param(LIMIT)
                .query((rows, n) -> new Rejection(SqlTimes.display(SqlTimes.instant(rows, "received_at")),
                        rows.getString("reason"), rows.getInt("reason_code"), rows.getString("peer"),
                        rows.getInt("size"), rows.getString("detail")))
                .list();
    }

    long total() {
        return jdbc.sql("SELECT count(*) FROM rejected_message").query(Long.class).single();
    }
}
