package org.etp.prescriber.cancelling;

import java.security.Principal;
import org.etp.ac.prescription.CancellationReason;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Cancels one of the signed-in prescriber's prescriptions: with a reason chosen (none is preselected) and the
 * confirmation ticked, {@link Cancellations} signs and queues the cancellation. Whether the pharmacy accepted
 * it shows on the prescription's page.
 */
@Controller
class CancelController {

    private final OutboxRepository outbox;
    private final Cancellations cancellations;

    CancelController(OutboxRepository outbox, Cancellations cancellations) {
        this.outbox = outbox;
        this.cancellations = cancellations;
    }

    @PostMapping("/prescriptions/{prescriptionId}/cancel")
    String cancel(@PathVariable String prescriptionId, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String confirmed, Principal principal, RedirectAttributes redirect) {
        OutboxEntry entry = outbox.find(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
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
        try {
            cancellations.cancel(principal.getName(), entry, chosen);
        } catch (Cancellations.RefusedException e) {
            redirect.addFlashAttribute("cancelError", e.getMessage());
        }
        return back;
    }
}
