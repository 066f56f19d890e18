package org.etp.prescriber.prescribing;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;
import org.etp.prescriber.outbox.ItemsDigest;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Finds a prescription that the prescriber has already written today for the same patient (NHS number)
 * with the same items (medicine, quantity and dosage, in any order), so that the page warns before a second
 * one is signed. Today is the practice's day, in {@code etp.ui.zone} (default Europe/London). A prescription
 * the pharmacy rejected does not count: it never reached the patient.
 */
@Component
class IdenticalPrescriptions {

    private final OutboxRepository outbox;
    private final Clock clock;

    IdenticalPrescriptions(OutboxRepository outbox, @Value("${etp.ui.zone:Europe/London}") ZoneId zone) {
        this.outbox = outbox;
        this.clock = Clock.system(zone);
    }

    Optional<OutboxEntry> writtenToday(String username, PrescriptionDraft draft) {
        Instant midnight = LocalDate.now(clock).atStartOfDay(clock.getZone()).toInstant();
        return outbox.identicalSince(username, draft.patient().nhsNumber().value(), ItemsDigest.of(draft.items()),
                midnight);
    }
}
