package org.etp.pharmacy.prescription;

import java.time.Instant;

/**
 * A prescription as the store keeps it, as the counter's pages read it.
 *
 * @param state       its row, status and validity
 * @param certificate the certificate exactly as received
 * @param receivedAt  when the intake verified it
 * @param lastChange  how its status last changed at the counter
 * @param itemNames   its items' names in order, separated by {@code "; "}, or null when it carries none
 * @param receivedBy  the intake node that stored it ({@code etp.node.id}), or null when that was not recorded
 */
public record StoredPrescription(String prescriptionId, PrescriptionState state, StoredCertificate certificate,
        Instant receivedAt, LastChange lastChange, String itemNames, String receivedBy) {
}
