package org.etp.pharmacy.counter.dispensing;

import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.pharmacy.prescription.ReturnReason;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The counter's actions, each answered on the detail page with what came of it; a form filled in wrongly
 * comes back with what was typed and the control at fault named. Every supply is confirmed first on a page that
 * lists it ({@code GET .../dispense}, {@code .../partial}, {@code .../owing/confirm}); a post without that
 * confirmation is sent there and records nothing. Pharmacists only.
 */
@Controller
class ActionController {

    /** The longest return note: it travels to the prescriber in the receipt, beside the reason, in 200 characters. */
    static final int NOTE_LENGTH = 130;

    private final CounterActions actions;

    ActionController(CounterActions actions) {
        this.actions = actions;
    }

    @PostMapping("/prescriptions/{prescriptionId}/dispense")
    String dispense(@PathVariable String prescriptionId, @RequestParam(defaultValue = "false") boolean confirmed,
            Principal user, RedirectAttributes redirect) {
        if (!confirmed) {
            redirect.addAttribute("prescriptionId", prescriptionId);
            return "redirect:/prescriptions/{prescriptionId}/dispense";
        }
        return answer(prescriptionId, actions.dispense(prescriptionId, user.getName()), redirect);
    }

    /** Form fields {@code quantityN} and {@code reasonN} for item N (1 to 4). */
    @PostMapping("/prescriptions/{prescriptionId}/partial")
    String dispensePartly(@PathVariable String prescriptionId, @RequestParam Map<String, String> form,
            @RequestParam(defaultValue = "false") boolean confirmed, Principal user, RedirectAttributes redirect) {
        return supply(prescriptionId, SupplyForm.read(form), confirmed ? actions::dispensePartly : null, user, "",
                "/partial", redirect);
    }

    /** The supply of what is owed: fields as for a partial dispense, for the items owed. */
    @PostMapping("/prescriptions/{prescriptionId}/owing")
    String supplyOwing(@PathVariable String prescriptionId, @RequestParam Map<String, String> form,
            @RequestParam(defaultValue = "false") boolean confirmed, Principal user, RedirectAttributes redirect) {
        return supply(prescriptionId, SupplyForm.read(form), confirmed ? actions::supplyOwing : null, user, "/owing",
                "/owing/confirm", redirect);
    }

    /** How a confirmed supply is recorded. */
    private interface Recorder {
        ActionResult record(String prescriptionId, List<ItemSupply> supplies, String actor);
    }

    /**
     * A supply form: back to {@code formPage} when it is filled in wrongly, on to {@code confirmPage} when it has
     * not been confirmed ({@code recorder} null), recorded when it has.
     */
    private String supply(String prescriptionId, SupplyForm read, Recorder recorder, Principal user, String formPage,
            String confirmPage, RedirectAttributes redirect) {
        Optional<ActionResult> problem = read.invalid().or(() -> actions.check(prescriptionId, read.supplies()));
        if (problem.isPresent()) {
            return back(prescriptionId, formPage, problem.get(), read, redirect);
        }
        if (recorder == null) {
            return toConfirmation(prescriptionId, confirmPage, read, redirect);
        }
        ActionResult result = recorder.record(prescriptionId, read.supplies(), user.getName());
        return result.invalid() ? back(prescriptionId, formPage, result, read, redirect)
                : answer(prescriptionId, result, redirect);
    }

    @PostMapping("/prescriptions/{prescriptionId}/return")
    String giveBack(@PathVariable String prescriptionId, @RequestParam(defaultValue = "") String reason,
            @RequestParam(defaultValue = "") String note, Principal user, RedirectAttributes redirect) {
        Optional<ReturnReason> chosen = ReturnReason.named(reason);
        String field = chosen.isEmpty() ? "return-reason" : note.strip().length() > NOTE_LENGTH ? "return-note" : null;
        if (field != null) {
            redirect.addFlashAttribute("submitted", Map.of("reason", reason, "note", note));
            return answer(prescriptionId, ActionResult.invalid(field, chosen.isEmpty()
                    ? "Choose why the prescription is returned."
                    : "The note is " + note.strip().length() + " characters long: shorten it to " + NOTE_LENGTH
                            + " or fewer."), redirect);
        }
        return answer(prescriptionId, actions.giveBack(prescriptionId, chosen.get(), note.strip(), user.getName()),
                redirect);
    }

    private static String toConfirmation(String prescriptionId, String page, SupplyForm read,
            RedirectAttributes redirect) {
        read.submitted().forEach(redirect::addAttribute);
        redirect.addAttribute("prescriptionId", prescriptionId);
        return "redirect:/prescriptions/{prescriptionId}" + page;
    }

    private static String back(String prescriptionId, String page, ActionResult result, SupplyForm read,
            RedirectAttributes redirect) {
        redirect.addFlashAttribute("submitted", read.submitted());
        if (result.invalid() && !page.isEmpty()) {
            redirect.addFlashAttribute("result", result);
            redirect.addAttribute("prescriptionId", prescriptionId);
            return "redirect:/prescriptions/{prescriptionId}" + page;
        }
        return answer(prescriptionId, result, redirect);
    }

    private static String answer(String prescriptionId, ActionResult result, RedirectAttributes redirect) {
        redirect.addFlashAttribute("result", result);
        if (result.outcome() == ActionResult.Outcome.NOT_FOUND) {
            return "redirect:/queue";
        }
        redirect.addAttribute("prescriptionId", prescriptionId);
        return "redirect:/prescriptions/{prescriptionId}";
    }
}
