package org.etp.prescriber.prescribing;

import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.CancellationReason;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.cancelling.Cancellations;
import org.springframework.stereotype.Component;

/**
 * "Replace the earlier one": cancels an earlier live prescription that the new one replaces, through the
 * app's one cancellation path ({@link Cancellations}, EPS reason 0001 "prescribing error"), before the new
 * one is signed. Only one of those the page warned of, written by this prescriber and already delivered.
 */
@Component
class Replacement {

    private final Cancellations cancellations;

    Replacement(Cancellations cancellations) {
        this.cancellations = cancellations;
    }

    /** Cancels {@code prescriptionId}, one of {@code earlier}; or why not, in a sentence (then nothing is signed). */
    Optional<String> cancel(PrescriberAccount account, String prescriptionId, List<EarlierPrescription> earlier) {
        Optional<String> refusal = refusal(prescriptionId, earlier);
        if (refusal.isPresent()) {
            return refusal;
        }
        EarlierPrescription target = earlier.stream().filter(each -> each.prescriptionId().equals(prescriptionId))
                .findFirst().orElseThrow();
        String nothing = " Nothing was cancelled or signed.";
        try {
            cancellations.cancel(account.username(), target.entry(), CancellationReason.PRESCRIBING_ERROR);
            return Optional.empty();
        } catch (Cancellations.RefusedException e) {
            return Optional.of("Prescription " + prescriptionId + " could not be cancelled: " + e.getMessage() + nothing);
        }
    }

    /**
     * Why {@code prescriptionId} could not be replaced, in a sentence, or empty when it can: one of {@code earlier},
     * live, the prescriber's own and already with the pharmacy. Nothing is cancelled.
     */
    Optional<String> refusal(String prescriptionId, List<EarlierPrescription> earlier) {
        EarlierPrescription target = earlier.stream().filter(each -> each.prescriptionId().equals(prescriptionId))
                .findFirst().orElse(null);
        String nothing = " Nothing was cancelled or signed.";
        if (target == null || !target.live()) {
            return Optional.of("Prescription " + prescriptionId + " is not a live prescription of this patient's"
                    + " medicines." + nothing);
        }
        if (!target.own()) {
            return Optional.of("Prescription " + prescriptionId + " was written by " + target.writtenBy()
                    + ": only they can cancel it." + nothing);
        }
        if (!target.replaceable()) {
            // said before a passkey confirms the new one, not after, when that confirmation would be spent for nothing
            return Optional.of("Prescription " + prescriptionId + " could not be cancelled: It can be cancelled once"
                    + " the pharmacy has it." + nothing);
        }
        return Optional.empty();
    }
}
