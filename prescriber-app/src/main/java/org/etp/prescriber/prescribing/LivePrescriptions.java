package org.etp.prescriber.prescribing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.outbox.ItemsDigest;
import org.etp.prescriber.outbox.OutboxStatus;
import org.etp.prescriber.outbox.PatientPrescription;
import org.etp.prescriber.outbox.PatientPrescriptions;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Finds what a new prescription may duplicate, so that the page warns before it is signed: the patient's
 * (same NHS number) <em>live</em> prescriptions from any prescriber of the practice (the organisation of the
 * prescriber's certificate) in this app's outbox that hold one of the same
 * medicines (dm+d code), and any prescription with identical items (medicine, quantity and dosage) written
 * today and not cancelled, even if already dispensed. Live means not refused by the pharmacy, with no cancellation under way or accepted, within its
 * validity, and with no final receipt (dispensed, partly dispensed, returned, cancelled, expired). Today is the
 * practice's day, in {@code etp.ui.zone} (default Europe/London).
 */
@Component
class LivePrescriptions {

    /** No prescription is valid longer than a repeat ({@link PrescriptionIssuer#REPEAT_VALIDITY}). */
    private static final Duration LONGEST_VALIDITY = PrescriptionIssuer.REPEAT_VALIDITY.plusDays(1);

    private final PatientPrescriptions prescriptions;
    private final Clock clock;

    LivePrescriptions(PatientPrescriptions prescriptions, @Value("${etp.ui.zone:Europe/London}") ZoneId zone,
            Clock clock) {
        this.prescriptions = prescriptions;
        this.clock = clock.withZone(zone);
    }

    /** The earlier prescriptions the draft may duplicate, newest first. */
    List<EarlierPrescription> before(PrescriberAccount account, PrescriptionDraft draft) {
        String practice = account.identity().organisation().odsCode();
        Instant now = clock.instant();
        Instant midnight = LocalDate.now(clock).atStartOfDay(clock.getZone()).toInstant();
        String digest = ItemsDigest.of(draft.items());
        Set<String> codes = draft.items().stream().map(Item::dmdCode).collect(Collectors.toSet());
        List<EarlierPrescription> found = new ArrayList<>();
        for (PatientPrescription each : prescriptions.since(draft.patient().nhsNumber().value(),
                now.minus(LONGEST_VALIDITY))) {
            if (each.entry().status() == OutboxStatus.REJECTED) {
                continue;
            }
            Optional<PrescriptionCertificate> certificate = decoded(each);
            if (certificate.isEmpty() || certificate.get().prescription().isEmpty()) {
                continue;
            }
            Prescription prescription = certificate.get().prescription().get();
            if (!practice.equals(prescription.organisation().odsCode())) {
                continue;
            }
            boolean identical = digest.equals(each.itemsDigest()) && !each.cancelled()
                    && !each.entry().createdAt().isBefore(midnight);
            boolean live = !each.cancelled() && each.receiptStatus() == null
                    && certificate.get().validity().notAfter().isAfter(now);
            List<Item> same = prescription.items().stream().filter(item -> codes.contains(item.dmdCode())).toList();
            if (identical || live && !same.isEmpty()) {
                found.add(new EarlierPrescription(each.entry(), prescription.prescriber().name(),
                        account.username().equals(each.username()), identical ? prescription.items() : same, identical, live));
            }
        }
        return found;
    }

    /** Whether the prescription with this ID was made of the same patient and items as the draft. */
    boolean sameAs(String prescriptionId, PrescriberAccount account, PrescriptionDraft draft) {
        return before(account, draft).stream()
                .anyMatch(earlier -> earlier.identical() && earlier.prescriptionId().equals(prescriptionId));
    }

    private static Optional<PrescriptionCertificate> decoded(PatientPrescription each) {
        try {
            return Optional.of(each.entry().format().codec().decode(each.payload()).parse());
        } catch (VerificationException e) {
            // The outbox holds only what this app signed; a row it cannot read again warns of nothing.
            return Optional.empty();
        }
    }
}
