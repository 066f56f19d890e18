package org.etp.pharmacy.counter.dispensing;

import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.ALREADY_HANDLED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.DONE;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.INVALID;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.NOT_FOUND;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.etp.pharmacy.access.AccessLog;
import org.etp.pharmacy.counter.dispensing.CounterAudit.Action;
import org.etp.pharmacy.prescription.Change;
import org.etp.pharmacy.prescription.PrescribedItem;
import org.etp.pharmacy.prescription.PrescriptionRepository;
import org.etp.pharmacy.prescription.PrescriptionState;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.prescription.StatusLabels;
import org.etp.pharmacy.prescription.Transition;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Dispense, partly dispense, supply an owing and return, each in one transaction through the prescription's
 * repository, which locks the row, checks the {@link Transition} once and records the receipt: of two pharmacists
 * acting at the same moment, the second waits on the first's row lock, then finds the status changed and is
 * refused. A first supply is refused outside the prescription's validity; one past it is marked EXPIRED. Every
 * attempt, done or refused, is written to the audit trail in the same transaction, and to the access audit once
 * with its outcome (nothing when no such prescription was found).
 */
@Service
public class CounterActions {

    private static final Logger log = LoggerFactory.getLogger(CounterActions.class);

    private final Prescriptions prescriptions;
    private final PrescriptionRepository repository;
    private final CounterAudit audit;
    private final Clock clock;
    private final Refusals refusals;
    private final AccessLog access;

    CounterActions(Prescriptions prescriptions, PrescriptionRepository repository, CounterAudit audit, Clock clock,
            Refusals refusals, AccessLog access) {
        this.prescriptions = prescriptions;
        this.repository = repository;
        this.audit = audit;
        this.clock = clock;
        this.refusals = refusals;
        this.access = access;
    }

    /** Supplies every item in full. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult dispense(String prescriptionId, String actor) {
        return accessed(prescriptionId, Action.DISPENSE, supply(prescriptionId, Optional.empty(), Action.DISPENSE,
                actor));
    }

    /** Supplies what {@code supplies} says, item by item; all in full counts as dispensed. */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult dispensePartly(String prescriptionId, List<ItemSupply> supplies, String actor) {
        return accessed(prescriptionId, Action.PARTIAL_DISPENSE, supply(prescriptionId,
                Optional.of(List.copyOf(supplies)), Action.PARTIAL_DISPENSE, actor));
    }

    /**
     * Supplies what is owed of a partly dispensed prescription, item by item; once everything prescribed has been
     * supplied it is dispensed. An owing is supplied whatever the prescription's validity: it was dispensed in time.
     */
    @Transactional
    @PreAuthorize("hasRole('PHARMACIST')")
    public ActionResult supplyOwing(String prescriptionId, List<ItemSupply> supplies, String actor) {
        return accessed(prescriptionId, Action.SUPPLY_OWING, supply(prescriptionId,
                Optional.of(List.copyOf(supplies)), Action.SUPPLY_OWING, actor));
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
        return accessed(prescriptionId, Action.RETURN, giveBackOnce(prescriptionId, reason, note, actor));
    }

    private ActionResult giveBackOnce(String prescriptionId, ReturnReason reason, String note, String actor) {
        Optional<PrescriptionState> found = prescriptions.state(prescriptionId);
        if (found.isEmpty()) {
            return notFound(prescriptionId);
        }
        long id = found.get().id();
        Instant now = clock.instant();
        Change change = repository.giveBack(id, reason, note, actor, now);
        if (!change.done()) {
            String status = StatusLabels.of(change.found().status());
            audit.refused(id, actor, Action.RETURN, "already " + status, now);
            return new ActionResult(ALREADY_HANDLED, "This prescription is already " + status
                    + "; it cannot be returned.");
        }
        audit.done(id, actor, Action.RETURN, reason.label() + (note == null || note.isBlank() ? "" : ": "
                + note.strip()), now);
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
        if (!owing && !Transition.DISPENSE.leavesFrom(found.get().status())) {
            return refusals.refuse(found.get(), action, actor, now);
        }
        if (owing) {
            // An owing's items are read under the row's lock, so that two supplies of one owing cannot both count it.
            PrescriptionState locked = repository.lock(id).orElseThrow();
            if (!Transition.SUPPLY_OWING.leavesFrom(locked.status())) {
                String status = StatusLabels.of(locked.status());
                audit.refused(id, actor, action, "nothing owed: " + status, now);
                return new ActionResult(ALREADY_HANDLED, "Nothing is owed of this prescription: it is " + status + ".");
            }
        }
        // A first dispense is checked against the items as prescribed: had another pharmacist supplied them
        // meanwhile, the repository finds the prescription moved on and refuses.
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
        Transition transition = owing ? Transition.owingSupply(complete) : Transition.firstSupply(complete);
        Change change = repository.supply(id, transition, supplies, actor, now);
        if (!change.done()) {
            return refusals.refuse(change.found(), action, actor, now);
        }
        boolean stillOwed = SupplyRules.owingAfter(items, supplies)
                || items.stream().anyMatch(item -> item.owed().signum() > 0 && supplies.stream()
                        .noneMatch(s -> s.itemNumber() == item.number()));
        audit.done(id, actor, action, SupplyRules.describe(items, supplies), now);
        log.info("Counter: {} {} by {}", prescriptionId, StatusLabels.of(transition.to()), actor);
        return new ActionResult(DONE, complete ? "Dispensed."
                : stillOwed ? "Partly dispensed: what is owed is supplied later." : "Partly dispensed.");
    }

    /**
     * Writes to the audit trail that {@code actor}, whose account may not act at the counter, tried the action of
     * {@code path} (a POST under the prescription's address) and was refused. Nothing else changes.
     */
    @Transactional
    public void notAllowed(String prescriptionId, String path, String actor) {
        Action action = path.endsWith("/partial") ? Action.PARTIAL_DISPENSE : path.endsWith("/owing")
                ? Action.SUPPLY_OWING : path.endsWith("/return") ? Action.RETURN : Action.DISPENSE;
        prescriptions.state(prescriptionId).ifPresent(state -> {
            audit.refused(state.id(), actor, action, "not allowed: a technician's account cannot act at the counter",
                    clock.instant());
            access.changed(action.name(), prescriptionId, "NOT_ALLOWED");
        });
    }

    /** Writes the attempt and its outcome to the access audit, in the action's transaction, and hands it on. */
    private ActionResult accessed(String prescriptionId, Action action, ActionResult result) {
        if (result.outcome() != NOT_FOUND) {
            access.changed(action.name(), prescriptionId, result.outcome().name());
        }
        return result;
    }

    private static ActionResult notFound(String prescriptionId) {
        return new ActionResult(NOT_FOUND, "No prescription " + prescriptionId + " has been received.");
    }
}
