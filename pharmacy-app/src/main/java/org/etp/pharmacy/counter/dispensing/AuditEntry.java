package org.etp.pharmacy.counter.dispensing;

import java.time.Instant;

/** One line of a prescription's audit trail: who did what, when, and whether it was done or refused. */
public record AuditEntry(Instant at, String actor, String action, String outcome, String detail) {

    /** The action in words: {@code Partly dispensed}, not {@code PARTIAL_DISPENSE}. */
    public String actionLabel() {
        return switch (action) {
            case "DISPENSE" -> "Dispensed";
            case "PARTIAL_DISPENSE" -> "Partly dispensed";
            case "SUPPLY_OWING" -> "Owing supplied";
            case "RETURN" -> "Returned";
            case "EXPIRE" -> "Marked expired";
            case "LATE_CANCELLATION" -> "Cancellation by the prescriber, after dispensing";
            default -> action;
        };
    }

    /** The outcome in words. */
    public String outcomeLabel() {
        return "DONE".equals(outcome) ? "done" : "refused";
    }

    /** Whether this is the prescriber's cancellation refused because the prescription had been dispensed. */
    public boolean lateCancellation() {
        return "LATE_CANCELLATION".equals(action);
    }
}
