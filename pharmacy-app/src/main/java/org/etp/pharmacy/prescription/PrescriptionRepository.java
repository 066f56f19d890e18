package org.etp.pharmacy.prescription;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The prescription aggregate's state changes, each a method that runs in its caller's transaction: it locks the
 * prescription's row ({@code SELECT ... FOR UPDATE}), checks once against {@link Transition} whether the
 * prescription as it now stands may move on, writes the change (with the supplies of a dispense), and records
 * the outcome's receipt ({@link OutcomeReceipts}), so that the outcome and its receipt commit together or not at
 * all. Of two actions on one prescription at the same moment, the second waits on the first's lock, then finds
 * the status changed and is refused. Reads are {@link Prescriptions}'; the store inserts the rows
 * ({@link PrescriptionRows}).
 */
@Repository
@Transactional(propagation = Propagation.MANDATORY)
public class PrescriptionRepository {

    private static final String STATE = "SELECT id, status, not_before, not_after, issuer FROM prescription";

    private final JdbcClient jdbc;
    private final DispenseEvents events;
    private final OutcomeReceipts receipts;

    PrescriptionRepository(JdbcClient jdbc, DispenseEvents events, OutcomeReceipts receipts) {
        this.jdbc = jdbc;
        this.events = events;
        this.receipts = receipts;
    }

    /** Prescription row {@code id}, locked until the transaction ends, as it stands once locked. */
    public Optional<PrescriptionState> lock(long id) {
        return jdbc.sql(STATE + " WHERE id = ? FOR UPDATE").param(id).query((rows, n) -> locked(rows).state())
                .optional();
    }

    /**
     * Records {@code supplies} as a dispense or the supply of an owing, moving the prescription by
     * {@code transition} ({@link Transition#supplies()}).
     */
    public Change supply(long id, Transition transition, List<? extends ItemSupplied> supplies, String actor,
            Instant now) {
        if (!transition.supplies()) {
            throw new IllegalArgumentException(transition + " records no supplies");
        }
        return move(id, transition, actor, now, new Columns(), () -> events.record(id, supplies, actor, now));
    }

    /** Hands the prescription back unfulfilled, for {@code reason}, with the pharmacist's note if any. */
    public Change giveBack(long id, ReturnReason reason, String note, String actor, Instant now) {
        Columns columns = new Columns().set("return_reason", reason.name())
                .set("return_note", note == null || note.isBlank() ? null : note.strip());
        return move(id, Transition.RETURN, actor, now, columns, () -> { });
    }

    /** Marks a received prescription found past its validity EXPIRED. */
    public Change expire(long id, String actor, Instant now) {
        return move(id, Transition.EXPIRE, actor, now, new Columns(), () -> { });
    }

    /**
     * Cancels prescription {@code prescriptionId} for its prescriber {@code issuer} (as the store spells it), with
     * the EPS reason code {@code reasonCode}.
     *
     * @return empty when no prescription of that ID was signed by {@code issuer}: an unknown ID and another
     *         prescriber's are one answer
     */
    public Optional<Change> cancel(String prescriptionId, String issuer, String reasonCode, Instant now) {
        Optional<Locked> found = jdbc.sql(STATE + " WHERE prescription_id = ? AND profile = 'prescription' FOR UPDATE")
                .param(prescriptionId).query((rows, n) -> locked(rows)).optional();
        if (found.isEmpty() || !found.get().issuer().equals(issuer)) {
            return Optional.empty();
        }
        return Optional.of(change(found.get().state(), Transition.CANCEL, issuer, now,
                new Columns().set("cancellation_reason", reasonCode), () -> { }));
    }

    private Change move(long id, Transition transition, String actor, Instant now, Columns columns,
            Runnable alongside) {
        PrescriptionState found = lock(id).orElseThrow(() -> new IllegalStateException("no prescription row " + id));
        return change(found, transition, actor, now, columns, alongside);
    }

    /** Takes {@code transition} when {@code found}, locked, allows it: the row, what goes with it, the receipt. */
    private Change change(PrescriptionState found, Transition transition, String actor, Instant now, Columns columns,
            Runnable alongside) {
        if (!transition.allows(found, now)) {
            return new Change(found, false);
        }
        columns.set("status", transition.to().name()).set("status_changed_at", SqlTimes.of(now))
                .set("status_changed_by", actor);
        List<Object> values = new ArrayList<>(columns.values);
        values.add(found.id());
        jdbc.sql("UPDATE prescription SET " + String.join(", ", columns.names) + " WHERE id = ?").params(values)
                .update();
        alongside.run();
        receipts.record(found.id());
        return new Change(found, true);
    }

    private static Locked locked(ResultSet rows) throws SQLException {
        PrescriptionStatus status = PrescriptionStatus.valueOf(rows.getString("status"));
        return new Locked(new PrescriptionState(rows.getLong("id"), status, SqlTimes.instant(rows, "not_before"),
                SqlTimes.instant(rows, "not_after")), rows.getString("issuer"));
    }

    /** A locked row: its state, and its issuer as the store spells it. */
    private record Locked(PrescriptionState state, String issuer) {
    }

    /** The columns a change sets besides the status, in order. */
    private static final class Columns {

        private final List<String> names = new ArrayList<>();
        private final List<Object> values = new ArrayList<>();

        Columns set(String column, Object value) {
            names.add(column + " = ?");
            values.add(value);
            return this;
        }
    }
}
