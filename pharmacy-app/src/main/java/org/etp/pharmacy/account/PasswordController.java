package org.etp.pharmacy.account;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.security.Principal;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Every account's own page to change its password ({@code /password}): the current password, then the new one twice.
 * An account whose password an administrator chose is held here until it has set its own. After the change this
 * session carries on with the account as it now is; the account's other sessions end.
 */
@Controller
class PasswordController {

    private final OwnPassword own;
    private final SecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

    PasswordController(OwnPassword own) {
        this.own = own;
    }

    @GetMapping("/password")
    String form(Authentication who, Model model) {
        return page(who, model);
    }

    @PostMapping("/password")
    String change(@RequestParam(defaultValue = "") String current, @RequestParam(defaultValue = "") String password,
            @RequestParam(defaultValue = "") String confirmation, Principal user, Model model,
            HttpServletRequest request, HttpServletResponse response, RedirectAttributes redirect) {
        CounterAccount changed;
        try {
            changed = own.change(user.getName(), current, password, confirmation);
        } catch (AccountChangeException refused) {
            model.addAttribute("problem", refused);
            return page(SecurityContextHolder.getContext().getAuthentication(), model);
        }
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        changed.eraseCredentials();
        context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(changed, null,
                changed.getAuthorities()));
        SecurityContextHolder.setContext(context);
        request.changeSessionId();
        sessions.saveContext(context, request, response);
        redirect.addFlashAttribute("done", "Your password has been changed.");
        return "redirect:/password";
    }

    private static String page(Authentication who, Model model) {
        model.addAttribute("mustChange", who != null && who.getPrincipal() instanceof CounterAccount account
                && account.mustChangePassword());
        return "password";
    }
}
