package org.etp.prescriber.account;

import org.etp.ac.login.LockedOutException;
import org.etp.prescriber.web.Times;
import org.springframework.security.web.WebAttributes;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.SessionAttribute;

@Controller
class LoginController {

    private final Times times;

    LoginController(Times times) {
        this.times = times;
    }

    /**
     * The sign-in page; after a refused attempt ({@code ?error}) it says why: a wrong username or password, or too
     * many failed sign-ins and until when, in the same words whether or not the account exists.
     */
    @GetMapping("/login")
    String login(@RequestParam(required = false) String error,
            @SessionAttribute(name = WebAttributes.AUTHENTICATION_EXCEPTION, required = false) Exception refused,
            Model model) {
        if (error != null && refused != null && refused.getCause() instanceof LockedOutException locked) {
            model.addAttribute("locked", locked.sentence(times.zone()));
        }
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
