package org.etp.pharmacy.counter.dispensing;

import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.ALREADY_HANDLED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.DONE;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.EXPIRED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.INVALID;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.NOT_FOUND;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.NOT_YET_VALID;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.counter.PrescribedItem;
import org.etp.pharmacy.counter.PrescriptionState;
import org.etp.pharmacy.counter.Prescriptions;
import org.etp.pharmacy.counter.StatusLabels;
import org.etp.pharmacy.counter.dispensing.CounterAudit.Action;
import org.etp.pharmacy.receipt.Receipts;
import org.etp.pharmacy.store.SqlTimes;
import org.etp.pharmacy.web.DisplayTimes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Dispense, partly dispense and return, each in one transaction. A prescription leaves RECEIVED through a
 * single {@code UPDATE ... WHERE status = 'RECEIVED'} whose row count decides: of two pharmacists acting at
 * the same moment, the second waits on the first's row lock, then finds the status changed and is refused.
 * The same statement refuses a prescription outside its validity; one past it is marked EXPIRED. Every
 * attempt, done or refused, is written to the audit trail in the same transaction.
 */
@Service
public class CounterActions {

    private static final Logger log = LoggerFactory.getLogger(CounterActions.class);

    private static final String MOVE_ON = """
            UPDATE prescription SET status = ?, status_changed_at = ?, status_changed_by = ?
            WHERE id = ? AND status = 'RECEIVED' AND not_before <= ? AND not_after >= ?""";

    private final JdbcClient jdbc;
    private final Prescriptions prescriptions;
    private final CounterAudit audit;
    private final DisplayTimes times;
    private final Clock clock;
    private final Receipts receipts;

    CounterActions(JdbcClient jdbc, Prescriptions prescriptions, CounterAudit audit, DisplayTimes times, Clock clock,
            Receipts receipts) {
        this.jdbc = jdbc;
        this.prescriptions = prescriptions;
        this.audit = audit;
        this.times = times;
        this.clock = clock;
        this.receipts = receipts;
    }

    /** Supplies every item in full. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult dispense(String prescriptionId, String actor) {
        return supply(prescriptionId, Optional.empty(), actor);
    }

    /** Supplies what {@code supplies} says, item by item; all in full counts as dispensed. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult dispensePartly(String prescriptionId, List<ItemSupply> supplies, String actor) {
        return supply(prescriptionId, Optional.of(List.copyOf(supplies)), actor);
    }

    /** Hands a received or expired prescription back unfulfilled, for {@code reason}. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult giveBack(String prescriptionId, ReturnReason reason, String note, String actor) {
        Optional<PrescriptionState> found = prescriptions.state(prescriptionId);
        if (found.isEmpty()) {
            return notFound(prescriptionId);
        }
        long id = found.get().id();
        Instant now = clock.instant();
        String detail = reason.label() + (note == null || note.isBlank() ? "" : ": " + note.strip());
        int moved = jdbc.sql("""
                        UPDATE prescription SET status = 'RETURNED', return_reason = ?, status_changed_at = ?,
                                                status_changed_by = ?
                        WHERE id = ? AND status IN ('RECEIVED', 'EXPIRED')""")
                .params(reason.name(), SqlTimes.of(now), actor, id).update();
        if (moved == 0) {
            PrescriptionStatus status = prescriptions.state(prescriptionId).orElseThrow().status();
            audit.refused(id, actor, Action.RETURN, "already " + StatusLabels.of(status), now);
            return new ActionResult(ALREADY_HANDLED, "This prescription is already " + StatusLabels.of(status)
                    + "; it cannot be returned.");
        }
        audit.done(id, actor, Action.RETURN, detail, now);
        receipts.record(id);
        log.info("Counter: {} returned by {} ({})", prescriptionId, actor, reason);
        return new ActionResult(DONE, "Returned: " + reason.label() + ".");
    }

    private ActionResult supply(String prescriptionId, Optional<List<ItemSupply>> requested, String actor) {
        Optional<PrescriptionState> found = prescriptions.state(prescriptionId);
        if (found.isEmpty()) {
            return notFound(prescriptionId);
        }
        long id = found.get().id();
        Action action = requested.isPresent() ? Action.PARTIAL_DISPENSE : Action.DISPENSE;
        List<PrescribedItem> items = prescriptions.items(id);
        if (items.isEmpty()) {
            return new ActionResult(INVALID, "This certificate carries no items to dispense.");
        }
        List<ItemSupply> supplies = requested.orElseGet(() -> items.stream().map(ItemSupply::full).toList());
        Optional<ActionResult> problem = SupplyRules.problem(items, supplies);
        if (problem.isPresent()) {
            return problem.get();
        }
        boolean complete = SupplyRules.complete(items, supplies);
        PrescriptionStatus next = complete ? PrescriptionStatus.DISPENSED : PrescriptionStatus.PARTIALLY_DISPENSED;
        Instant now = clock.instant();
        int moved = jdbc.sql(MOVE_ON)
                .params(next.name(), SqlTimes.of(now), actor, id, SqlTimes.of(now), SqlTimes.of(now)).update();
        if (moved == 0) {
            return refuse(prescriptionId, id, action, actor, now);
        }
        for (ItemSupply supply : supplies) {
            jdbc.sql("""
                            INSERT INTO dispense_event (prescription, item_number, quantity_supplied, not_dispensed_reason,
                                                        dispensed_by, dispensed_at)
                            VALUES (?, ?, ?, ?, ?, ?)""")
                    .params(id, supply.itemNumber(), supply.quantity(), supply.reason().map(Enum::name).orElse(null),
                            actor, SqlTimes.of(now))
                    .update();
        }
        audit.done(id, actor, action, SupplyRules.describe(items, supplies), now);
        receipts.record(id);
        log.info("Counter: {} {} by {}", prescriptionId, StatusLabels.of(next), actor);
        return new ActionResult(DONE, complete ? "Dispensed." : "Partly dispensed.");
    }

    /** Why a prescription did not move on: read again, now that any concurrent action has committed. */
    private ActionResult refuse(String prescriptionId, long id, Action action, String actor, Instant now) {
        PrescriptionState current = prescriptions.state(prescriptionId).orElseThrow();
        if (current.status() == PrescriptionStatus.RECEIVED && current.expiredAt(now)) {
            int expired = jdbc.sql("""
                            UPDATE prescription SET status = 'EXPIRED', status_changed_at = ?, status_changed_by = ?
                            WHERE id = ? AND status = 'RECEIVED'""")
                    .params(SqlTimes.of(now), actor, id).update();
            if (expired == 1) {
                audit.done(id, actor, Action.EXPIRE, "valid until " + times.of(current.notAfter()), now);
                receipts.record(id);
            }
            audit.refused(id, actor, action, "expired at " + times.of(current.notAfter()), now);
            return new ActionResult(EXPIRED, "This prescription expired at " + times.of(current.notAfter())
                    + "; it cannot be dispensed.");
        }
        if (current.status() == PrescriptionStatus.RECEIVED && now.isBefore(current.notBefore())) {
            audit.refused(id, actor, action, "not valid before " + times.of(current.notBefore()), now);
            return new ActionResult(NOT_YET_VALID, "This prescription is not valid before "
                    + times.of(current.notBefore()) + "; it cannot be dispensed yet.");
        }
        audit.refused(id, actor, action, "already " + StatusLabels.of(current.status()), now);
        return new ActionResult(ALREADY_HANDLED, "This prescription is already " + StatusLabels.of(current.status())
                + "; it cannot be dispensed again.");
    }

    private static ActionResult notFound(String prescriptionId) {
        return new ActionResult(NOT_FOUND, "No prescription " + prescriptionId + " has been received.");
    }
}
