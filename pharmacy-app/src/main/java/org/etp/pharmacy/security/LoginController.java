package org.etp.pharmacy.security;

import org.etp.ac.login.LockedOutException;
import org.etp.pharmacy.web.DisplayTimes;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.WebAttributes;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.SessionAttribute;

/** The sign-in page, and the home page: the queue, or the first page of an account that sees nothing there. */
@Controller
class LoginController {

    private final DisplayTimes times;

    LoginController(DisplayTimes times) {
        this.times = times;
    }

    /**
     * The sign-in page; after a failed attempt ({@code ?error}) it says so, tied to the fields, or, when the attempt
     * was refused for too many failures, until when: the same words whether or not the account exists.
     */
    @GetMapping("/login")
    String login(@RequestParam(required = false) String error,
            @SessionAttribute(name = WebAttributes.AUTHENTICATION_EXCEPTION, required = false) Exception refused,
            Model model) {
        model.addAttribute("failed", error != null);
        if (error != null && refused != null && refused.getCause() instanceof LockedOutException locked) {
            model.addAttribute("locked", locked.sentence(times.zone()));
        }
        return "login";
    }

    @GetMapping("/")
    String home(Authentication who) {
        return "redirect:" + FirstPage.firstPage(who).orElse("/queue");
    }
}
