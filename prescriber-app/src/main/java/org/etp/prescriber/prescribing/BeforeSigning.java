package org.etp.prescriber.prescribing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongConsumer;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.cancelling.PreparedCancellation;
import org.springframework.stereotype.Component;
import org.springframework.validation.Errors;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The questions a valid form must get past before it is signed, in order: a quantity that is possible but
 * unlikely ({@link Plausibility}) waits for the prescriber's tick; then an earlier prescription it may duplicate
 * ({@link LivePrescriptions}) waits for "Sign anyway" or "Replace the earlier one" ({@link Replacement}, which
 * cancels it here and now — or, when the signature is to be confirmed with a passkey first, prepares its
 * cancellation to be confirmed with it and signs that only once both are confirmed, {@link #replaceNow}, so that a
 * confirmation left undone leaves the earlier prescription standing).
 */
@Component
class BeforeSigning {

    /**
     * The form may be signed; {@code note} is what to add to the message after signing ("" for nothing), and
     * {@code replaceOnConfirmation} the earlier prescription to cancel once the signature is confirmed, or
     * {@code null}.
     */
    record Cleared(String note, String replaceOnConfirmation) {
    }

    private final Plausibility plausibility;
    private final LivePrescriptions live;
    private final Replacement replacement;

    BeforeSigning(Plausibility plausibility, LivePrescriptions live, Replacement replacement) {
        this.plausibility = plausibility;
        this.live = live;
        this.replacement = replacement;
    }

    /**
     * Clears the form for signing, or puts what the page must ask (a warning in {@code redirect}'s flash, or a
     * refusal in {@code errors}) and returns empty: then nothing is signed.
     */
    Optional<Cleared> check(PrescriberAccount account, PrescriptionForm form, PrescriptionDraft draft, Errors errors,
            RedirectAttributes redirect, boolean confirmedLater) {
        Map<Integer, String> implausible = plausibility.unconfirmed(form);
        if (!implausible.isEmpty()) {
            redirect.addFlashAttribute("quantityWarnings", implausible);
            return Optional.empty();
        }
        List<EarlierPrescription> earlier = new ArrayList<>(live.before(account, draft));
        String replace = form.getReplace();
        form.setReplace(null);
        String note = "";
        if (replace != null) {
            Optional<String> refused = confirmedLater ? replacement.refusal(replace, earlier)
                    : replacement.cancel(account, replace, earlier);
            if (refused.isPresent()) {
                errors.reject("replace", refused.get());
                return Optional.empty();
            }
            earlier.removeIf(each -> each.prescriptionId().equals(replace));
            note = confirmedLater ? "" : cancelled(replace);
        }
        if (!earlier.isEmpty() && !form.isSignAnyway()) {
            redirect.addFlashAttribute("earlier", earlier);
            return Optional.empty();
        }
        return Optional.of(new Cleared(note, confirmedLater ? replace : null));
    }

    /**
     * Prepares the cancellation of {@code replace}, the earlier prescription a prescription still to be confirmed
     * replaces, so that one passkey assertion confirms both ({@link Replacement#prepare}).
     */
    Replacement.Prepared prepareReplacement(PrescriberAccount account, String replace, PrescriptionDraft draft) {
        return replacement.prepare(account, replace, live.before(account, draft));
    }

    /**
     * Signs the confirmed cancellation of the earlier prescription a confirmed one replaces, with {@code evidence}
     * beside it, now that both are confirmed; the note for the message after signing, or why not in a sentence
     * ({@link Replacement}).
     */
    Replaced replaceNow(PrescriberAccount account, PreparedCancellation replace, PrescriptionDraft draft,
            LongConsumer evidence) {
        Optional<String> refused = replacement.cancelConfirmed(account, replace, live.before(account, draft),
                evidence);
        return new Replaced(refused.map(sentence -> "").orElse(cancelled(replace.prescriptionId())), refused);
    }

    /** What {@link #replaceNow} did: the note after signing, or the refusal (then nothing is signed). */
    record Replaced(String note, Optional<String> refusal) {
    }

    private static String cancelled(String replace) {
        return " Prescription " + replace + " is cancelled (prescribing error): its cancellation is queued.";
    }
}
