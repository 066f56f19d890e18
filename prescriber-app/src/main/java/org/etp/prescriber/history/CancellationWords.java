package org.etp.prescriber.history;

import org.etp.prescriber.outbox.CancellationEntry;
import org.springframework.stereotype.Component;

/** Where a cancellation stands, in plain words for the prescription's page ({@code @cancellationWords.of(c)}). */
@Component("cancellationWords")
public class CancellationWords {

    private final PharmacyReasons reasons;

    CancellationWords(PharmacyReasons reasons) {
        this.reasons = reasons;
    }

    public String of(CancellationEntry cancellation) {
        String why = " (" + cancellation.reason().label() + ")";
        return switch (cancellation.status()) {
            case SENDING, RETRYING -> "Cancellation" + why + " is on its way to the pharmacy.";
            case ACCEPTED -> "Cancelled" + why + ": the pharmacy will not dispense it.";
            case DUPLICATE -> "Cancelled" + why + ": the pharmacy had the cancellation already.";
            case REJECTED -> reasons.sentence(cancellation.rejectionCode());
        };
    }
}
