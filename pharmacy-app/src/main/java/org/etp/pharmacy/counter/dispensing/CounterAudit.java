package org.etp.pharmacy.counter.dispensing;

import java.time.Instant;
import java.util.List;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The audit trail ({@code counter_audit}): every counter action on a prescription, done or refused, written
 * in the action's own transaction.
 */
@Repository
public class CounterAudit {

    enum Action {
        DISPENSE, PARTIAL_DISPENSE, SUPPLY_OWING, RETURN, EXPIRE, LATE_CANCELLATION
    }

    private final JdbcClient jdbc;

    CounterAudit(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void done(long prescription, String actor, Action action, String detail, Instant at) {
        record(prescription, actor, action, "DONE", detail, at);
    }

    void refused(long prescription, String actor, Action action, String detail, Instant at) {
        record(prescription, actor, action, "REFUSED", detail, at);
    }

    /**
     * Records that the prescriber tried to cancel prescription row {@code prescription} after it had been dispensed:
     * refused, with the prescriber's reason in words, for the pharmacist to see on the prescription.
     */
    public void lateCancellation(long prescription, String prescriber, String reason, Instant at) {
        record(prescription, prescriber, Action.LATE_CANCELLATION, "REFUSED", reason, at);
    }

    /** Every action on prescription row {@code prescription}, oldest first. */
    public List<AuditEntry> trail(long prescription) {
        return jdbc.sql("SELECT at, actor, action, outcome, detail FROM counter_audit WHERE prescription = ? ORDER BY id")
                .param(prescription)
                .query((rows, n) -> new AuditEntry(SqlTimes.instant(rows, "at"), rows.getString("actor"),
                        rows.getString("action"), rows.getString("outcome"), rows.getString("detail")))
                .list();
    }

    private void record(long prescription, String actor, Action action, String outcome, String detail, Instant at) {
        jdbc.sql("INSERT INTO counter_audit (prescription, actor, action, outcome, detail, at) VALUES (?, ?, ?, ?, ?, ?)")
                .params(prescription, actor, action.name(), outcome, detail, SqlTimes.of(at))
                .update();
    }
}
