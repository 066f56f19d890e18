package org.etp.prescriber.unlock;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import org.etp.prescriber.signing.SigningSession;
import org.etp.prescriber.signing.UnlockedKeys;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * What every page's navigation needs to know of the signed-in prescriber's key: whether it is held in a token, so
 * that the page links to "Signing key", and whether this session has it unlocked, so that the prescription form
 * says when it is locked before anything is written.
 */
@ControllerAdvice
class SigningKeyModel {

    private final KeyUnlock unlock;
    private final UnlockedKeys unlocked;

    SigningKeyModel(KeyUnlock unlock, UnlockedKeys unlocked) {
        this.unlock = unlock;
        this.unlocked = unlocked;
    }

    @ModelAttribute("signingKeyInToken")
    boolean inToken(Principal principal) {
        return principal != null && unlock.inToken(principal.getName());
    }

    @ModelAttribute("signingKeyUnlocked")
    boolean unlocked(Principal principal, HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        return principal != null && session != null
                && unlocked.unlocked(new SigningSession(principal.getName(), session.getId()));
    }
}
