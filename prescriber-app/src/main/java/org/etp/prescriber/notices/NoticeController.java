package org.etp.prescriber.notices;

import java.security.Principal;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The prescriber's notices from pharmacies, and their acknowledgement. */
@Controller
class NoticeController {

    private final Notices notices;

    NoticeController(Notices notices) {
        this.notices = notices;
    }

    @GetMapping("/notices")
    String list(Principal principal, Model model) {
        model.addAttribute("notices", notices.list(principal.getName()));
        return "notices";
    }

    @PostMapping("/notices/{prescriptionId}/acknowledge")
    String acknowledge(@PathVariable String prescriptionId, Principal principal, RedirectAttributes redirect) {
        boolean done = notices.acknowledge(principal.getName(), prescriptionId);
        redirect.addFlashAttribute(done ? "message" : "error", done
                ? "Acknowledged: the notice about " + prescriptionId + " is recorded as read by you."
                : "There is no open notice about " + prescriptionId + ".");
        return "redirect:/notices";
    }
}
