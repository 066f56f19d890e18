package org.etp.prescriber.account;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

@Controller
class LoginController {

    @GetMapping("/login")
    String login() {
        return "login";
    }

    /** Browsers ask for this name whatever the page links; the icon is an SVG. */
    @GetMapping("/favicon.ico")
    String favicon() {
        return "forward:/favicon.svg";
    }

    @GetMapping("/")
    String home() {
        return "redirect:/prescriptions/new";
    }
}
