package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.StageTimings;
import org.junit.jupiter.api.Test;

/** Each part named to a builder lands in the component of that name, never in its neighbour's. */
class OutboxEntryTests {

    private static final Instant CREATED = Instant.parse("2026-03-14T09:05:12Z");

    @Test
    void anEntryHasEachPartWhereItWasNamed() {
        StageTimings timings = new StageTimings(1, 2, 3, 4, 10);
        OutboxEntry entry = OutboxEntry.of(7, "ID-7")
                .signed("hart-ecp256", WireFormat.XML, SignatureAlgorithm.ECP256, 900)
                .addressed("Riverside Pharmacy", Boolean.FALSE)
                .patientName("Ann Example").nhsNumber("9434765919").itemSummary("Amoxicillin × 21")
                .cost(new SigningCost(11, 12, 13, 14))
                .status(OutboxStatus.REJECTED).reason("REVOKED").lastError("timed out")
                .attempts(3).failedAttempts(2).createdAt(CREATED)
                .answered(CREATED.plusSeconds(1), 15L, timings)
                .build();

        assertThat(entry).extracting(OutboxEntry::id, OutboxEntry::prescriptionId, OutboxEntry::prescriberId,
                OutboxEntry::format, OutboxEntry::algorithm, OutboxEntry::size)
                .containsExactly(7L, "ID-7", "hart-ecp256", WireFormat.XML, SignatureAlgorithm.ECP256, 900);
        assertThat(entry).extracting(OutboxEntry::pharmacyName, OutboxEntry::nominated, OutboxEntry::patientName,
                OutboxEntry::nhsNumber, OutboxEntry::itemSummary)
                .containsExactly("Riverside Pharmacy", Boolean.FALSE, "Ann Example", "9434765919", "Amoxicillin × 21");
        assertThat(entry).extracting(OutboxEntry::signMicros, OutboxEntry::cpuMicros, OutboxEntry::cpuUserMicros,
                OutboxEntry::cpuSystemMicros).containsExactly(11L, 12L, 13L, 14L);
        assertThat(entry).extracting(OutboxEntry::status, OutboxEntry::reason, OutboxEntry::lastError,
                OutboxEntry::attempts, OutboxEntry::failedAttempts)
                .containsExactly(OutboxStatus.REJECTED, "REVOKED", "timed out", 3, 2);
        assertThat(entry).extracting(OutboxEntry::createdAt, OutboxEntry::acknowledgedAt, OutboxEntry::roundTripMicros,
                OutboxEntry::pharmacyTimings).containsExactly(CREATED, CREATED.plusSeconds(1), 15L, timings);
        assertThat(entry.unnominated()).isTrue();
    }

    @Test
    void aPendingMessageHasEachPartWhereItWasNamed() {
        PendingMessage message = PendingMessage.of(8, "ID-8")
                .message(MessageKind.CANCEL, WireFormat.OER, SignatureAlgorithm.ED25519, new byte[] {1, 2})
                .pharmacyOds("FA123").attempts(4)
                .cost(new SigningCost(21, 22, 23, 24))
                .build();

        assertThat(message).extracting(PendingMessage::id, PendingMessage::prescriptionId, PendingMessage::kind,
                PendingMessage::format, PendingMessage::algorithm, PendingMessage::pharmacyOds, PendingMessage::attempts)
                .containsExactly(8L, "ID-8", MessageKind.CANCEL, WireFormat.OER, SignatureAlgorithm.ED25519, "FA123", 4);
        assertThat(message.payload()).containsExactly(1, 2);
        assertThat(message.cost()).isEqualTo(new SigningCost(21, 22, 23, 24));
    }
}
