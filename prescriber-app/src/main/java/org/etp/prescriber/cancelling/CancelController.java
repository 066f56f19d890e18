package org.etp.prescriber.cancelling;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import org.etp.ac.prescription.CancellationReason;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.etp.prescriber.passkeys.Assertion;
import org.etp.prescriber.passkeys.AssertionVerifier;
import org.etp.prescriber.passkeys.ConfirmationPage;
import org.etp.prescriber.passkeys.ConfirmedAssertion;
import org.etp.prescriber.passkeys.ConfirmedDigests;
import org.etp.prescriber.passkeys.PasskeyEvidence;
import org.etp.prescriber.passkeys.Passkeys;
import org.etp.prescriber.passkeys.RefusedConfirmationException;
import org.etp.prescriber.web.OneTimeSlot;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Cancels one of the signed-in prescriber's prescriptions: with a reason chosen (none is preselected) and the
 * confirmation ticked, {@link Cancellations} signs and queues the cancellation. When the prescriber's signatures are
 * confirmed with a passkey ({@link Passkeys#confirms}), the cancellation is prepared instead and waits in the session
 * while a page says what is being confirmed — the prescription, its patient and items, the reason and the SHA-256 of
 * the bytes the signature will cover, the passkey's challenge — and is signed only once its assertion passed
 * ({@link AssertionVerifier}), with the assertion kept as evidence. Whether the pharmacy accepted it shows on the
 * prescription's page.
 */
@Controller
class CancelController {

    private static final Duration LIFETIME = Duration.ofMinutes(5);
    private static final String NOTHING_WAITING = "No cancellation was waiting for a passkey confirmation: it was used"
            + " already or took longer than " + LIFETIME.toMinutes() + " minutes. Nothing was signed or sent.";

    private final OutboxRepository outbox;
    private final Cancellations cancellations;
    private final Passkeys passkeys;
    private final AssertionVerifier verifier;
    private final PasskeyEvidence evidence;
    private final ConfirmationPage confirmationPage;
    private final OneTimeSlot<PreparedCancellation> pending;

    CancelController(OutboxRepository outbox, Cancellations cancellations, Passkeys passkeys,
            AssertionVerifier verifier, PasskeyEvidence evidence, ConfirmationPage confirmationPage, Clock clock) {
        this.outbox = outbox;
        this.cancellations = cancellations;
        this.passkeys = passkeys;
        this.verifier = verifier;
        this.evidence = evidence;
        this.confirmationPage = confirmationPage;
        this.pending = new OneTimeSlot<>("cancellation-confirmation", clock, LIFETIME);
    }

    @PostMapping("/prescriptions/{prescriptionId}/cancel")
    String cancel(@PathVariable String prescriptionId, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String confirmed, Principal principal, HttpSession session,
            RedirectAttributes redirect) {
        OutboxEntry entry = own(principal, prescriptionId);
        String back = "redirect:/prescriptions/" + entry.prescriptionId();
        CancellationReason chosen;
        try {
            chosen = CancellationReason.fromCode(reason == null ? "" : reason);
        } catch (IllegalArgumentException e) {
            redirect.addFlashAttribute("cancelError", "Choose why the prescription is cancelled.");
            return back;
        }
        if (!"true".equals(confirmed)) {
            redirect.addFlashAttribute("cancelError", "Tick the box to confirm the cancellation.");
            return back;
        }
        String username = principal.getName();
        try {
            if (passkeys.confirms(username)) {
                if (passkeys.missing(username)) {
                    redirect.addFlashAttribute("cancelError", "Register a passkey in Settings first: every signature,"
                            + " a cancellation's too, is confirmed with one. Nothing was signed.");
                    return back;
                }
                pending.put(session, cancellations.prepare(username, entry, chosen));
                return back + "/cancel/confirm";
            }
            cancellations.cancel(username, entry, chosen);
        } catch (Cancellations.RefusedException e) {
            redirect.addFlashAttribute("cancelError", e.getMessage());
        }
        return back;
    }

    @GetMapping("/prescriptions/{prescriptionId}/cancel/confirm")
    String confirmation(@PathVariable String prescriptionId, Principal principal, HttpSession session, Model model,
            RedirectAttributes redirect) {
        OutboxEntry entry = own(principal, prescriptionId);
        Optional<PreparedCancellation> waiting = pending.peek(session)
                .filter(prepared -> prepared.prescriptionId().equals(entry.prescriptionId()));
        if (waiting.isEmpty()) {
            redirect.addFlashAttribute("cancelError", NOTHING_WAITING);
            return "redirect:/prescriptions/" + entry.prescriptionId();
        }
        model.addAttribute("cancelling", waiting.get());
        confirmationPage.ask(model, principal.getName(), waiting.get().digest());
        return "cancel-confirm";
    }

    @PostMapping(path = "/prescriptions/{prescriptionId}/cancel/confirm", params = "back")
    String back(@PathVariable String prescriptionId, Principal principal, HttpSession session,
            RedirectAttributes redirect) {
        OutboxEntry entry = own(principal, prescriptionId);
        if (pending.take(session).isPresent()) {
            redirect.addFlashAttribute("message", "Nothing was signed: the prescription is not cancelled.");
        }
        return "redirect:/prescriptions/" + entry.prescriptionId();
    }

    @PostMapping("/prescriptions/{prescriptionId}/cancel/confirm")
    String confirm(@PathVariable String prescriptionId, @RequestParam(required = false) String credentialId,
            @RequestParam(required = false) String authenticatorData,
            @RequestParam(required = false) String clientDataJson, @RequestParam(required = false) String signature,
            @RequestParam(required = false) String userHandle, Principal principal, HttpSession session,
            RedirectAttributes redirect) {
        OutboxEntry entry = own(principal, prescriptionId);
        String back = "redirect:/prescriptions/" + entry.prescriptionId();
        Optional<PreparedCancellation> taken = pending.take(session)
                .filter(prepared -> prepared.prescriptionId().equals(entry.prescriptionId()));
        if (taken.isEmpty()) {
            redirect.addFlashAttribute("cancelError", NOTHING_WAITING);
            return back;
        }
        PreparedCancellation prepared = taken.get();
        String username = principal.getName();
        try {
            ConfirmedAssertion assertion = verifier.verify(username, Assertion.fromBase64Url(credentialId,
                    authenticatorData, clientDataJson, signature, userHandle), ConfirmedDigests.one(prepared.digest()));
            cancellations.cancelConfirmed(username, prepared,
                    row -> evidence.store(row, username, assertion, prepared.digest()));
            redirect.addFlashAttribute("message", "The cancellation of " + prepared.prescriptionId() + " is signed and"
                    + " queued, confirmed with passkey " + assertion.label() + ".");
        } catch (RefusedConfirmationException | Cancellations.RefusedException e) {
            redirect.addFlashAttribute("cancelError", e.getMessage());
        }
        return back;
    }

    private OutboxEntry own(Principal principal, String prescriptionId) {
        return outbox.find(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
    }
}
