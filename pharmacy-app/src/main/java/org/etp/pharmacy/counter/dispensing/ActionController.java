package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.security.Principal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.prescription.Prescription;
import org.etp.pharmacy.counter.NotDispensedReason;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The counter's actions, each answered on the detail page with what came of it; a form filled in wrongly
 * comes back with what was typed and the control at fault named. Dispensing everything is confirmed first on
 * its own page ({@code GET .../dispense}); a post without that confirmation is sent there. Pharmacists only.
 */
@Controller
class ActionController {

    private static final int NOTE_LENGTH = 200;

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
    String dispensePartly(@PathVariable String prescriptionId, @RequestParam Map<String, String> form, Principal user,
            RedirectAttributes redirect) {
        Map<String, String> submitted = new LinkedHashMap<>();
        List<ItemSupply> supplies = new ArrayList<>();
        ActionResult invalid = null;
        for (int n = 1; n <= Prescription.MAX_ITEMS; n++) {
            String quantity = form.get("quantity" + n);
            if (quantity == null) {
                continue;
            }
            String reason = form.getOrDefault("reason" + n, "");
            submitted.put("quantity" + n, quantity);
            submitted.put("reason" + n, reason);
            try {
                supplies.add(new ItemSupply(n, quantity(n, quantity), reason(n, reason)));
            } catch (InvalidSupplyException e) {
                invalid = invalid == null ? ActionResult.invalid(e.field(), e.getMessage()) : invalid;
            }
        }
        ActionResult result = invalid != null ? invalid : actions.dispensePartly(prescriptionId, supplies,
                user.getName());
        if (result.invalid()) {
            redirect.addFlashAttribute("submitted", submitted);
        }
        return answer(prescriptionId, result, redirect);
    }

    @PostMapping("/prescriptions/{prescriptionId}/return")
    String giveBack(@PathVariable String prescriptionId, @RequestParam(defaultValue = "") String reason,
            @RequestParam(defaultValue = "") String note, Principal user, RedirectAttributes redirect) {
        String shortNote = note.length() > NOTE_LENGTH ? note.substring(0, NOTE_LENGTH) : note;
        Optional<ReturnReason> chosen = ReturnReason.named(reason);
        if (chosen.isEmpty()) {
            redirect.addFlashAttribute("submitted", Map.of("reason", "", "note", shortNote));
            return answer(prescriptionId, ActionResult.invalid("return-reason",
                    "Choose why the prescription is returned."), redirect);
        }
        return answer(prescriptionId, actions.giveBack(prescriptionId, chosen.get(), shortNote, user.getName()),
                redirect);
    }

    private static BigDecimal quantity(int item, String typed) {
        try {
            return new BigDecimal(typed.isBlank() ? "0" : typed.strip());
        } catch (NumberFormatException e) {
            throw new InvalidSupplyException("quantity" + item, "Item " + item + ": the quantity supplied is not a"
                    + " number.");
        }
    }

    private static Optional<NotDispensedReason> reason(int item, String chosen) {
        if (chosen.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(NotDispensedReason.valueOf(chosen));
        } catch (IllegalArgumentException e) {
            throw new InvalidSupplyException("reason" + item, "Item " + item + ": choose a reason from the list.");
        }
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
