package org.etp.pharmacy.counter;

/**
 * One prescription in the queue, ready to show (also sent as JSON to a queue page watching for arrivals).
 *
 * @param id the store's row id: arrivals are polled by it, because the single writer commits in id order
 * @param expired whether its validity has ended though it still waits as RECEIVED
 */
public record QueueRow(long id, String prescriptionId, String nhsNumber, String patient, String prescriber,
        String items, String profile, String format, String status, String received, boolean expired) {
}
