package org.etp.pharmacy.counter.dispensing;

import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.ALREADY_HANDLED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.EXPIRED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.NOT_YET_VALID;

import java.time.Instant;
import org.etp.pharmacy.counter.dispensing.CounterAudit.Action;
import org.etp.pharmacy.prescription.PrescriptionRepository;
import org.etp.pharmacy.prescription.PrescriptionState;
import org.etp.pharmacy.prescription.StatusLabels;
import org.etp.pharmacy.prescription.Transition;
import org.etp.pharmacy.web.DisplayTimes;
import org.springframework.stereotype.Component;

/**
 * Why a supply did not move a prescription on, told to the pharmacist and written to the audit trail; a
 * prescription found past its validity is marked EXPIRED (with its receipt) on the way.
 */
@Component
class Refusals {

    private final PrescriptionRepository repository;
    private final CounterAudit audit;
    private final DisplayTimes times;

    Refusals(PrescriptionRepository repository, CounterAudit audit, DisplayTimes times) {
        this.repository = repository;
        this.audit = audit;
        this.times = times;
    }

    /** Why the prescription, {@code current} as it stood when the supply was refused, did not move on. */
    ActionResult refuse(PrescriptionState current, Action action, String actor, Instant now) {
        long id = current.id();
        if (Transition.EXPIRE.allows(current, now)) {
            if (repository.expire(id, actor, now).done()) {
                audit.done(id, actor, Action.EXPIRE, "valid until " + times.of(current.notAfter()), now);
            }
            audit.refused(id, actor, action, "expired at " + times.of(current.notAfter()), now);
            return new ActionResult(EXPIRED, "This prescription expired at " + times.of(current.notAfter())
                    + "; it cannot be dispensed.");
        }
        if (Transition.DISPENSE.leavesFrom(current.status()) && current.notYetValidAt(now)) {
            audit.refused(id, actor, action, "not valid before " + times.of(current.notBefore()), now);
            return new ActionResult(NOT_YET_VALID, "This prescription is not valid before "
                    + times.of(current.notBefore()) + "; it cannot be dispensed yet.");
        }
        audit.refused(id, actor, action, "already " + StatusLabels.of(current.status()), now);
        return new ActionResult(ALREADY_HANDLED, "This prescription is already " + StatusLabels.of(current.status())
                + "; it cannot be dispensed again.");
    }
}
