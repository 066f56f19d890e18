package org.etp.pharmacy.dashboard;

import org.etp.pharmacy.measurement.RejectedMessages;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/** The intake's recent refusals, from the rejected-message log. */
@Controller
class RejectionsController {

    private final RejectedMessages rejections;

    RejectionsController(RejectedMessages rejections) {
        this.rejections = rejections;
    }

    @GetMapping("/rejections")
    String rejections(Model model) {
        model.addAttribute("rejections", rejections.recent());
        model.addAttribute("total", rejections.total());
        model.addAttribute("limit", RejectedMessages.LIMIT);
        return "rejections";
    }
}
