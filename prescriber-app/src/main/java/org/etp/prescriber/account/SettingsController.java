package org.etp.prescriber.account;

import java.security.Principal;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.prescriber.passkeys.PasskeyRule;
import org.etp.prescriber.passkeys.Passkeys;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The prescriber's settings: the default form and algorithm of a new prescription, and their passkeys, listed
 * here and registered or removed by {@code /js/passkeys.js} through Spring Security's WebAuthn endpoints.
 */
@Controller
class SettingsController {

    private final PrescriberAccounts accounts;
    private final SettingsRepository settings;
    private final Passkeys passkeys;

    SettingsController(PrescriberAccounts accounts, SettingsRepository settings, Passkeys passkeys) {
        this.accounts = accounts;
        this.settings = settings;
        this.passkeys = passkeys;
    }

    @GetMapping("/settings")
    String show(Principal principal, Model model) {
        PrescriberAccount account = accounts.get(principal.getName());
        model.addAttribute("account", account);
        model.addAttribute("settings", settings.settingsOf(account));
        model.addAttribute("formats", WireFormat.values());
        model.addAttribute("algorithms", account.algorithms().stream().sorted().toList());
        model.addAttribute("passkeys", passkeys.of(account.username()));
        model.addAttribute("passkeyRequired", passkeys.rule() == PasskeyRule.REQUIRED);
        return "settings";
    }

    @PostMapping("/settings")
    String save(Principal principal, @RequestParam String format, @RequestParam String algorithm,
            RedirectAttributes redirect) {
        PrescriberAccount account = accounts.get(principal.getName());
        try {
            settings.save(account, new PrescriberSettings(WireFormat.fromId(format), SignatureAlgorithm.fromId(algorithm)));
            redirect.addFlashAttribute("message", "Settings saved.");
        } catch (IllegalArgumentException e) {
            redirect.addFlashAttribute("error", e.getMessage());
        }
        return "redirect:/settings";
    }
}
