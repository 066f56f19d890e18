package org.etp.prescriber.outbox;

import org.etp.ac.prescription.CancellationReason;

/**
 * A cancellation in the outbox, as the prescription's page shows it.
 *
 * @param status        where its delivery stands, or the pharmacy's answer
 * @param rejectionCode the pharmacy's reason ({@code Reason} name) when it refused the cancellation
 */
public record CancellationEntry(CancellationReason reason, OutboxStatus status, String rejectionCode) {
}
