package org.etp.pharmacy.counter.dispensing;

import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.ALREADY_HANDLED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.DONE;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.INVALID;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.NOT_FOUND;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.counter.PrescribedItem;
import org.etp.pharmacy.counter.PrescriptionState;
import org.etp.pharmacy.counter.Prescriptions;
import org.etp.pharmacy.counter.ReturnReason;
import org.etp.pharmacy.counter.StatusLabels;
import org.etp.pharmacy.counter.dispensing.CounterAudit.Action;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.receipt.Receipts;
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
    private final Clock clock;
    private final Receipts receipts;
    private final DispenseEvents events;
    private final Refusals refusals;

    CounterActions(JdbcClient jdbc, Prescriptions prescriptions, CounterAudit audit, Clock clock, Receipts receipts,
            DispenseEvents events, Refusals refusals) {
        this.jdbc = jdbc;
        this.prescriptions = prescriptions;
        this.audit = audit;
        this.clock = clock;
        this.receipts = receipts;
        this.events = events;
        this.refusals = refusals;
    }

    /** Supplies every item in full. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult dispense(String prescriptionId, String actor) {
        return supply(prescriptionId, Optional.empty(), Action.DISPENSE, actor);
    }

    /** Supplies what {@code supplies} says, item by item; all in full counts as dispensed. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult dispensePartly(String prescriptionId, List<ItemSupply> supplies, String actor) {
        return supply(prescriptionId, Optional.of(List.copyOf(supplies)), Action.PARTIAL_DISPENSE, actor);
    }

    /**
     * Supplies what is owed of a partly dispensed prescription, item by item; once everything prescribed has been
     * supplied it is dispensed. An owing is supplied whatever the prescription's validity: it was dispensed in time.
     */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult supplyOwing(String prescriptionId, List<ItemSupply> supplies, String actor) {
        return supply(prescriptionId, Optional.of(List.copyOf(supplies)), Action.SUPPLY_OWING, actor);
    }

    /**
     * What is wrong with {@code supplies} for what is due of the prescription now, if anything: checked before
     * the confirmation page, and again when the supply is recorded.
     */
    @Transactional(readOnly = true)
    public Optional<ActionResult> check(String prescriptionId, List<ItemSupply> supplies) {
        Optional<PrescriptionState> found = prescriptions.state(prescriptionId);
        if (found.isEmpty()) {
            return Optional.of(notFound(prescriptionId));
        }
        return SupplyRules.problem(prescriptions.items(found.get().id()), supplies);
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
                        UPDATE prescription SET status = 'RETURNED', return_reason = ?, return_note = ?,
                                                status_changed_at = ?, status_changed_by = ?
                        WHERE id = ? AND status IN ('RECEIVED', 'EXPIRED')""")
                .params(reason.name(), note == null || note.isBlank() ? null : note.strip(), SqlTimes.of(now), actor,
                        id).update();
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

    private ActionResult supply(String prescriptionId, Optional<List<ItemSupply>> requested, Action action,
            String actor) {
        Optional<PrescriptionState> found = prescriptions.state(prescriptionId);
        if (found.isEmpty()) {
            return notFound(prescriptionId);
        }
        long id = found.get().id();
        boolean owing = action == Action.SUPPLY_OWING;
        Instant now = clock.instant();
        if (!owing && found.get().status() != PrescriptionStatus.RECEIVED) {
            return refusals.refuse(prescriptionId, id, action, actor, now);
        }
        if (owing && !lockedOwing(id)) {
            PrescriptionStatus status = prescriptions.state(prescriptionId).orElseThrow().status();
            audit.refused(id, actor, action, "nothing owed: " + StatusLabels.of(status), now);
            return new ActionResult(ALREADY_HANDLED, "Nothing is owed of this prescription: it is "
                    + StatusLabels.of(status) + ".");
        }
        // A first dispense is checked against the items as prescribed: had another pharmacist supplied them
        // meanwhile, the status change below finds the prescription moved on and refuses.
        List<PrescribedItem> items = prescriptions.items(id).stream()
                .map(item -> owing ? item : item.asPrescribed()).toList();
        if (items.isEmpty()) {
            return new ActionResult(INVALID, "This certificate carries no items to dispense.");
        }
        List<ItemSupply> supplies = requested.orElseGet(() -> items.stream()
                .filter(item -> item.due().signum() > 0).map(ItemSupply::full).toList());
        Optional<ActionResult> problem = SupplyRules.problem(items, supplies);
        if (problem.isPresent()) {
            return problem.get();
        }
        boolean complete = SupplyRules.complete(items, supplies);
        PrescriptionStatus next = complete ? PrescriptionStatus.DISPENSED : PrescriptionStatus.PARTIALLY_DISPENSED;
        int moved = owing
                ? jdbc.sql("UPDATE prescription SET status = ?, status_changed_at = ?, status_changed_by = ?"
                        + " WHERE id = ? AND status = 'PARTIALLY_DISPENSED'")
                        .params(next.name(), SqlTimes.of(now), actor, id).update()
                : jdbc.sql(MOVE_ON).params(next.name(), SqlTimes.of(now), actor, id, SqlTimes.of(now),
                        SqlTimes.of(now)).update();
        if (moved == 0) {
            return refusals.refuse(prescriptionId, id, action, actor, now);
        }
        String described = SupplyRules.describe(items, supplies);
        boolean stillOwed = SupplyRules.owingAfter(items, supplies)
                || items.stream().anyMatch(item -> item.owed().signum() > 0 && supplies.stream()
                        .noneMatch(s -> s.itemNumber() == item.number()));
        events.record(id, supplies, actor, now);
        audit.done(id, actor, action, described, now);
        receipts.record(id);
        log.info("Counter: {} {} by {}", prescriptionId, StatusLabels.of(next), actor);
        return new ActionResult(DONE, complete ? "Dispensed."
                : stillOwed ? "Partly dispensed: what is owed is supplied later." : "Partly dispensed.");
    }

    /** Locks a partly dispensed prescription's row for an owing's supply; false when it is not partly dispensed. */
    private boolean lockedOwing(long id) {
        return jdbc.sql("SELECT status FROM prescription WHERE id = ? FOR UPDATE").param(id).query(String.class)
                .optional().filter(PrescriptionStatus.PARTIALLY_DISPENSED.name()::equals).isPresent();
    }

    /**
     * Writes to the audit trail that {@code actor}, whose account may not act at the counter, tried the action of
     * {@code path} (a POST under the prescription's address) and was refused. Nothing else changes.
     */
    @Transactional
    public void notAllowed(String prescriptionId, String path, String actor) {
        Action action = path.endsWith("/partial") ? Action.PARTIAL_DISPENSE : path.endsWith("/owing")
                ? Action.SUPPLY_OWING : path.endsWith("/return") ? Action.RETURN : Action.DISPENSE;
        prescriptions.state(prescriptionId).ifPresent(state -> audit.refused(state.id(), actor, action,
                "not allowed: a technician's account cannot act at the counter", clock.instant()));
    }

    private static ActionResult notFound(String prescriptionId) {
        return new ActionResult(NOT_FOUND, "No prescription " + prescriptionId + " has been received.");
    }
}
