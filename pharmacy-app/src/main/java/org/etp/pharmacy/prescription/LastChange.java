package org.etp.pharmacy.prescription;

import java.time.Instant;

/**
 * How a prescription's status last changed, at the counter or by its prescriber's cancellation; every part is
 * null while it is RECEIVED.
 *
 * @param returnReason       the return reason's name, when it was returned
 * @param returnNote         what the pharmacist added to the return reason, when anything
 * @param cancellationReason the EPS cancellation reason code, when its prescriber cancelled it
 */
public record LastChange(Instant at, String by, String returnReason, String returnNote, String cancellationReason) {
}
