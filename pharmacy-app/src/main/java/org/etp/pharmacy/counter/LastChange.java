package org.etp.pharmacy.counter;

import java.time.Instant;

/**
 * How a prescription's status last changed, at the counter or by its prescriber's cancellation; every part is
 * null while it is RECEIVED.
 *
 * @param returnReason       the return reason's name, when it was returned
 * @param cancellationReason the EPS cancellation reason code, when its prescriber cancelled it
 */
public record LastChange(Instant at, String by, String returnReason, String cancellationReason) {
}
