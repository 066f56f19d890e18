package org.etp.pharmacy.counter.dispensing;

import java.time.Instant;

/** One line of a prescription's audit trail: who did what, when, and whether it was done or refused. */
public record AuditEntry(Instant at, String actor, String action, String outcome, String detail) {
}
