package org.etp.pharmacy.security;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** The sign-in page, and the home page, which is the queue. */
@Controller
class LoginController {

    /** The sign-in page; after a failed attempt ({@code ?error}) it says so, tied to the fields. */
    @GetMapping("/login")
    String login(@RequestParam(required = false) String error, Model model) {
        model.addAttribute("failed", error != null);
        return "login";
    }

    @GetMapping("/")
    String home() {
        return "redirect:/queue";
    }
}
