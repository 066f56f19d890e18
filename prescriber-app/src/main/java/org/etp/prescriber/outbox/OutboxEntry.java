package org.etp.prescriber.outbox;

import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;

/**
 * One outbox row as the history shows it, built with {@link #of(long, String)}. The round trip and the pharmacy's
 * stage timings are there once the pharmacy has answered (null before). {@code attempts} counts the attempts
 * begun, {@code failedAttempts} those that failed: while one is in flight, the first is one more than the second.
 * {@code nominated} says whether the prescription nominates the pharmacy it was sent to (null for rows older than
 * that record).
 */
public record OutboxEntry(long id, String prescriptionId, String prescriberId, WireFormat format,
        SignatureAlgorithm algorithm, String pharmacyName, String patientName, String nhsNumber, String itemSummary,
        int size, long signMicros, long cpuMicros, long cpuUserMicros, long cpuSystemMicros, OutboxStatus status,
        String reason, String lastError, int attempts, int failedAttempts, Instant createdAt, Instant acknowledgedAt,
        Long roundTripMicros, StageTimings pharmacyTimings, Boolean nominated) {

    /** The entry of row {@code id}, prescription {@code prescriptionId}; name its other parts before building. */
    static Builder of(long id, String prescriptionId) {
        return new Builder(id, prescriptionId);
    }

    /** Sent to a pharmacy it does not nominate (no nomination): it can be dispensed there only. */
    public boolean unnominated() {
        return Boolean.FALSE.equals(nominated);
    }

    /** Whether an attempt has begun and not yet ended. */
    public boolean attemptInFlight() {
        return status.pending() && attempts > failedAttempts;
    }

    /** Names each part of an entry; parts of different types that belong together are named together. */
    static final class Builder {

        private final long id;
        private final String prescriptionId;
        private String prescriberId;
        private WireFormat format;
        private SignatureAlgorithm algorithm;
        private int size;
        private String pharmacyName;
        private String patientName;
        private String nhsNumber;
        private String itemSummary;
        private Boolean nominated;
        private SigningCost cost = new SigningCost(0, 0, 0, 0);
        private OutboxStatus status;
        private String reason;
        private String lastError;
        private int attempts;
        private int failedAttempts;
        private Instant createdAt;
        private Instant acknowledgedAt;
        private Long roundTripMicros;
        private StageTimings pharmacyTimings;

        private Builder(long id, String prescriptionId) {
            this.id = id;
            this.prescriptionId = prescriptionId;
        }

        /** Who signed it, in which form and algorithm, and its size in bytes. */
        Builder signed(String prescriberId, WireFormat format, SignatureAlgorithm algorithm, int size) {
            this.prescriberId = prescriberId;
            this.format = format;
            this.algorithm = algorithm;
            this.size = size;
            return this;
        }

        /** The pharmacy it was sent to, and whether the prescription nominates it. */
        Builder addressed(String pharmacyName, Boolean nominated) {
            this.pharmacyName = pharmacyName;
            this.nominated = nominated;
            return this;
        }

        Builder patientName(String patientName) {
            this.patientName = patientName;
            return this;
        }

        Builder nhsNumber(String nhsNumber) {
            this.nhsNumber = nhsNumber;
            return this;
        }

        Builder itemSummary(String itemSummary) {
            this.itemSummary = itemSummary;
            return this;
        }

        /** What signing it cost. */
        Builder cost(SigningCost cost) {
            this.cost = cost;
            return this;
        }

        Builder status(OutboxStatus status) {
            this.status = status;
            return this;
        }

        /** The pharmacy's reason code for its answer. */
        Builder reason(String reason) {
            this.reason = reason;
            return this;
        }

        /** Why the last attempt failed. */
        Builder lastError(String lastError) {
            this.lastError = lastError;
            return this;
        }

        Builder attempts(int attempts) {
            this.attempts = attempts;
            return this;
        }

        Builder failedAttempts(int failedAttempts) {
            this.failedAttempts = failedAttempts;
            return this;
        }

        Builder createdAt(Instant createdAt) {
            this.createdAt = createdAt;
            return this;
        }

        /** The pharmacy's answer: when, the round trip and its own stage timings (all null before it answered). */
        Builder answered(Instant acknowledgedAt, Long roundTripMicros, StageTimings pharmacyTimings) {
            this.acknowledgedAt = acknowledgedAt;
            this.roundTripMicros = roundTripMicros;
            this.pharmacyTimings = pharmacyTimings;
            return this;
        }

        OutboxEntry build() {
            return new OutboxEntry(id, prescriptionId, prescriberId, format, algorithm, pharmacyName, patientName,
                    nhsNumber, itemSummary, size, cost.signMicros(), cost.cpuMicros(), cost.cpuUserMicros(),
                    cost.cpuSystemMicros(), status,
                    reason, lastError, attempts, failedAttempts, createdAt, acknowledgedAt, roundTripMicros,
                    pharmacyTimings, nominated);
        }
    }
}
