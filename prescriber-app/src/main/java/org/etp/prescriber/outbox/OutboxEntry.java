package org.etp.prescriber.outbox;

import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;

/**
 * One outbox row as the history shows it. The round trip and the pharmacy's stage timings are there once
 * the pharmacy has answered (null before).
 */
public record OutboxEntry(long id, String prescriptionId, String prescriberId, WireFormat format,
        SignatureAlgorithm algorithm, String pharmacyName, String patientName, String itemSummary, int size,
        long encodeMicros, long signMicros, long cpuMicros, long cpuUserMicros, long cpuSystemMicros, OutboxStatus status,
        String reason, String lastError, int attempts, Instant createdAt, Instant acknowledgedAt,
        Long roundTripMicros, StageTimings pharmacyTimings) {
}
