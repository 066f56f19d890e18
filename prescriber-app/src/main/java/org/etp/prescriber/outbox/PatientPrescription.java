package org.etp.prescriber.outbox;

/**
 * One of a patient's prescriptions in the outbox, with what decides whether it is still live.
 *
 * @param username      who wrote it
 * @param itemsDigest   its {@link ItemsDigest}; null for rows written before digests were kept
 * @param payload       the signed certificate exactly as sent
 * @param cancelled     a cancellation of it is queued, sent or accepted (not refused)
 * @param receiptStatus the pharmacy's receipt ({@code DISPENSED}, {@code RETURNED}, …), or null for none yet
 */
public record PatientPrescription(OutboxEntry entry, String username, String itemsDigest, byte[] payload,
        boolean cancelled, String receiptStatus) {

    public PatientPrescription {
        payload = payload.clone();
    }

    @Override
    public byte[] payload() {
        return payload.clone();
    }
}
