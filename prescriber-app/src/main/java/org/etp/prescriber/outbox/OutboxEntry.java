package org.etp.prescriber.outbox;

import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;

/**
 * One outbox row as the history shows it. The round trip and the pharmacy's stage timings are there once
 * the pharmacy has answered (null before). {@code attempts} counts the attempts begun, {@code failedAttempts}
 * those that failed: while one is in flight, the first is one more than the second. {@code nominated} says
 * whether the prescription nominates the pharmacy it was sent to (null for rows older than that record).
 */
public record OutboxEntry(long id, String prescriptionId, String prescriberId, WireFormat format,
        SignatureAlgorithm algorithm, String pharmacyName, String patientName, String nhsNumber, String itemSummary,
        int size, long signMicros, long cpuMicros, long cpuUserMicros, long cpuSystemMicros,
        OutboxStatus status, String reason, String lastError, int attempts, int failedAttempts, Instant createdAt,
        Instant acknowledgedAt, Long roundTripMicros, StageTimings pharmacyTimings, Boolean nominated) {

    /** Sent to a pharmacy it does not nominate (no nomination): it can be dispensed there only. */
    public boolean unnominated() {
        return Boolean.FALSE.equals(nominated);
    }

    /** Whether an attempt has begun and not yet ended. */
    public boolean attemptInFlight() {
        return status.pending() && attempts > failedAttempts;
    }
}
