package org.etp.prescriber.outbox;

/** Published once a prescription is committed to the outbox, so the sender need not wait for its next poll. */
public record PrescriptionQueued(long outboxId) {
}
