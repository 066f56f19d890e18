package org.etp.pharmacy.counter;

import java.time.Instant;

/**
 * How a prescription's status last changed at the counter; every part is null while it is RECEIVED.
 *
 * @param returnReason the return reason's name, when it was returned
 */
public record LastChange(Instant at, String by, String returnReason) {
}
