package org.etp.prescriber.prescribing;

import java.util.List;
import java.util.Optional;
import java.util.function.LongConsumer;
import org.etp.ac.prescription.CancellationReason;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.cancelling.Cancellations;
import org.etp.prescriber.cancelling.PreparedCancellation;
import org.springframework.stereotype.Component;

/**
 * "Replace the earlier one": cancels an earlier live prescription that the new one replaces, through the
 * app's one cancellation path ({@link Cancellations}, EPS reason 0001 "prescribing error"), before the new
 * one is signed — or, when signatures are confirmed with a passkey, prepared ({@link #prepare}) to be confirmed
 * with the new one and signed once it is ({@link #cancelConfirmed}). Only one of those the page warned of, written
 * by this prescriber and already delivered.
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
        try {
            cancellations.cancel(account.username(), target(prescriptionId, earlier).entry(),
                    CancellationReason.PRESCRIBING_ERROR);
            return Optional.empty();
        } catch (Cancellations.RefusedException e) {
            return Optional.of(notCancelled(prescriptionId, e));
        }
    }

    private static EarlierPrescription target(String prescriptionId, List<EarlierPrescription> earlier) {
        return earlier.stream().filter(each -> each.prescriptionId().equals(prescriptionId)).findFirst()
                .orElseThrow();
    }

    private static String notCancelled(String prescriptionId, Cancellations.RefusedException e) {
        return "Prescription " + prescriptionId + " could not be cancelled: " + e.getMessage()
                + " Nothing was cancelled or signed.";
    }

    /**
     * The cancellation of {@code prescriptionId}, one of {@code earlier}, prepared for the prescriber to confirm
     * together with the prescription that replaces it; or why not, in a sentence. Nothing is cancelled yet.
     */
    Prepared prepare(PrescriberAccount account, String prescriptionId, List<EarlierPrescription> earlier) {
        Optional<String> refusal = refusal(prescriptionId, earlier);
        if (refusal.isPresent()) {
            return new Prepared(null, refusal.get());
        }
        try {
            return new Prepared(cancellations.prepare(account.username(), target(prescriptionId, earlier).entry(),
                    CancellationReason.PRESCRIBING_ERROR), null);
        } catch (Cancellations.RefusedException e) {
            return new Prepared(null, notCancelled(prescriptionId, e));
        }
    }

    /** What {@link #prepare} made: the prepared cancellation, or the refusal. */
    record Prepared(PreparedCancellation cancellation, String refusal) {
    }

    /**
     * Signs the confirmed cancellation of {@code prepared}'s prescription, still one of {@code earlier}, with
     * {@code evidence} beside it; or why not, in a sentence (then nothing is signed).
     */
    Optional<String> cancelConfirmed(PrescriberAccount account, PreparedCancellation prepared,
            List<EarlierPrescription> earlier, LongConsumer evidence) {
        Optional<String> refusal = refusal(prepared.prescriptionId(), earlier);
        if (refusal.isPresent()) {
            return refusal;
        }
        try {
            cancellations.cancelConfirmed(account.username(), prepared, evidence);
            return Optional.empty();
        } catch (Cancellations.RefusedException e) {
            return Optional.of(notCancelled(prepared.prescriptionId(), e));
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
