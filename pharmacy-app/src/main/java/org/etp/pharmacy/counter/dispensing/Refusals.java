package org.etp.pharmacy.counter.dispensing;

import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.ALREADY_HANDLED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.EXPIRED;
import static org.etp.pharmacy.counter.dispensing.ActionResult.Outcome.NOT_YET_VALID;

import java.time.Instant;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.counter.PrescriptionState;
import org.etp.pharmacy.counter.Prescriptions;
import org.etp.pharmacy.counter.StatusLabels;
import org.etp.pharmacy.counter.dispensing.CounterAudit.Action;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.receipt.Receipts;
import org.etp.pharmacy.web.DisplayTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Why a supply did not move a prescription on, told to the pharmacist and written to the audit trail; a
 * prescription found past its validity is marked EXPIRED (with its receipt) on the way.
 */
@Component
class Refusals {

    private final JdbcClient jdbc;
    private final Prescriptions prescriptions;
    private final CounterAudit audit;
    private final DisplayTimes times;
    private final Receipts receipts;

    Refusals(JdbcClient jdbc, Prescriptions prescriptions, CounterAudit audit, DisplayTimes times, Receipts receipts) {
        this.jdbc = jdbc;
        this.prescriptions = prescriptions;
        this.audit = audit;
        this.times = times;
        this.receipts = receipts;
    }

    /** Why a prescription did not move on: read again, now that any concurrent action has committed. */
    ActionResult refuse(String prescriptionId, long id, Action action, String actor, Instant now) {
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

}
