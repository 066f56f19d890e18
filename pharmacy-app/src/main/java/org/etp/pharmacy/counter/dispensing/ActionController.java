package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.security.Principal;
import java.util.ArrayList;
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

/** The counter's actions, each answered on the detail page with what came of it. Pharmacists only. */
@Controller
class ActionController {

    private final CounterActions actions;

    ActionController(CounterActions actions) {
        this.actions = actions;
    }

    @PostMapping("/prescriptions/{prescriptionId}/dispense")
    String dispense(@PathVariable String prescriptionId, Principal user, RedirectAttributes redirect) {
        return answer(prescriptionId, actions.dispense(prescriptionId, user.getName()), redirect);
    }

    /** Form fields {@code quantityN} and {@code reasonN} for item N (1 to 4). */
    @PostMapping("/prescriptions/{prescriptionId}/partial")
    String dispensePartly(@PathVariable String prescriptionId, @RequestParam Map<String, String> form, Principal user,
            RedirectAttributes redirect) {
        List<ItemSupply> supplies = new ArrayList<>();
        try {
            for (int n = 1; n <= Prescription.MAX_ITEMS; n++) {
                String quantity = form.get("quantity" + n);
                if (quantity != null) {
                    String reason = form.getOrDefault("reason" + n, "");
                    supplies.add(new ItemSupply(n, new BigDecimal(quantity.isBlank() ? "0" : quantity.strip()),
                            reason.isBlank() ? Optional.empty() : Optional.of(NotDispensedReason.valueOf(reason))));
                }
            }
        } catch (IllegalArgumentException e) {
            // NumberFormatException's own message says nothing useful to a pharmacist.
            String message = e instanceof NumberFormatException ? "A quantity is not a number." : e.getMessage();
            return answer(prescriptionId, new ActionResult(ActionResult.Outcome.INVALID, message), redirect);
        }
        return answer(prescriptionId, actions.dispensePartly(prescriptionId, supplies, user.getName()), redirect);
    }

    @PostMapping("/prescriptions/{prescriptionId}/return")
    String giveBack(@PathVariable String prescriptionId, @RequestParam ReturnReason reason,
            @RequestParam(defaultValue = "") String note, Principal user, RedirectAttributes redirect) {
        String shortNote = note.length() > 200 ? note.substring(0, 200) : note;
        return answer(prescriptionId, actions.giveBack(prescriptionId, reason, shortNote, user.getName()), redirect);
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
