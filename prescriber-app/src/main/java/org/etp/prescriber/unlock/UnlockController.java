package org.etp.prescriber.unlock;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.signing.SigningSession;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The "Unlock signing key" page: the signed-in prescriber gives their token's PIN to unlock their own key for this
 * session, or locks it now. Whose key is always the signed-in user's; nothing the request says names a prescriber.
 * The PIN is read once from the request into a {@code char[]}, which {@link KeyUnlock} overwrites; it is never put
 * in a model, a redirect, a message or a log.
 */
@Controller
@RequestMapping("/signing-key")
class UnlockController {

    private final KeyUnlock unlock;
    private final PrescriberAccounts accounts;

    UnlockController(KeyUnlock unlock, PrescriberAccounts accounts) {
        this.unlock = unlock;
        this.accounts = accounts;
    }

    @GetMapping
    String page(Principal principal, HttpSession session, Model model) {
        model.addAttribute("account", accounts.get(principal.getName()));
        model.addAttribute("key", unlock.status(new SigningSession(principal.getName(), session.getId())));
        return "signing-key";
    }

    @PostMapping
    String unlock(HttpServletRequest request, Principal principal, HttpSession session, RedirectAttributes redirect) {
        String typed = request.getParameter("pin");
        KeyUnlock.Attempt attempt = unlock.unlock(new SigningSession(principal.getName(), session.getId()),
                typed == null ? null : typed.toCharArray());
        if (attempt.unlocked()) {
            redirect.addFlashAttribute("message", attempt.sentence());
            return "redirect:/prescriptions/new";
        }
        redirect.addFlashAttribute("error", attempt.sentence());
        return "redirect:/signing-key";
    }

    @PostMapping("/lock")
    String lock(Principal principal, HttpSession session, RedirectAttributes redirect) {
        unlock.lock(new SigningSession(principal.getName(), session.getId()));
        redirect.addFlashAttribute("message", "Your signing key is locked. Unlock it with your token's PIN to sign"
                + " again.");
        return "redirect:/signing-key";
    }
}
