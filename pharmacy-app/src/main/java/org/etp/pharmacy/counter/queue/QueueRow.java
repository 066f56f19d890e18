package org.etp.pharmacy.counter.queue;

/**
 * One prescription in the queue, ready to show (also sent as JSON to a queue page watching for arrivals).
 * Built with {@link #of(long, String)}.
 *
 * @param id the store's row id: arrivals are polled by it, because the single writer commits in id order
 * @param nhsNumber the patient's NHS number as shown, in groups of 3, 3 and 4 digits
 * @param items the items' names, or a word for a certificate that carries none
 * @param received when it arrived, as shown
 * @param expired whether its validity has ended though it still waits as RECEIVED
 * @param changed who moved it on from RECEIVED and when, as shown (empty while it is received)
 */
public record QueueRow(long id, String prescriptionId, String nhsNumber, String patient, String prescriber,
        String items, String profile, String format, String status, String received, boolean expired,
        String changed) {

    /** The row of the prescription in row {@code id}; each part left unnamed is empty. */
    static Builder of(long id, String prescriptionId) {
        return new Builder(id, prescriptionId);
    }

    /** Names each part of a row. */
    static final class Builder {

        private final long id;
        private final String prescriptionId;
        private String nhsNumber = "";
        private String patient = "";
        private String prescriber = "";
        private String items = "";
        private String profile = "";
        private String format = "";
        private String status = "";
        private String received = "";
        private boolean expired;
        private String changed = "";

        private Builder(long id, String prescriptionId) {
            this.id = id;
            this.prescriptionId = prescriptionId;
        }

        Builder nhsNumber(String nhsNumber) {
            this.nhsNumber = nhsNumber;
            return this;
        }

        Builder patient(String patient) {
            this.patient = patient;
            return this;
        }

        Builder prescriber(String prescriber) {
            this.prescriber = prescriber;
            return this;
        }

        Builder items(String items) {
            this.items = items;
            return this;
        }

        Builder profile(String profile) {
            this.profile = profile;
            return this;
        }

        Builder format(String format) {
            this.format = format;
            return this;
        }

        Builder status(String status) {
            this.status = status;
            return this;
        }

        Builder expired(boolean expired) {
            this.expired = expired;
            return this;
        }

        Builder received(String received) {
            this.received = received;
            return this;
        }

        Builder changed(String changed) {
            this.changed = changed;
            return this;
        }

        QueueRow build() {
            return new QueueRow(id, prescriptionId, nhsNumber, patient, prescriber, items, profile, format, status,
                    received, expired, changed);
        }
    }
}
