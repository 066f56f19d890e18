package org.etp.prescriber.account;

import java.security.Principal;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

@Controller
class SettingsController {

    private final PrescriberAccounts accounts;
    private final SettingsRepository settings;

    SettingsController(PrescriberAccounts accounts, SettingsRepository settings) {
        this.accounts = accounts;
        this.settings = settings;
    }

    @GetMapping("/settings")
    String show(Principal principal, Model model) {
        PrescriberAccount account = accounts.get(principal.getName());
        model.addAttribute("account", account);
        model.addAttribute("settings", settings.settingsOf(account));
        model.addAttribute("formats", WireFormat.values());
        model.addAttribute("algorithms", account.algorithms().stream().sorted().toList());
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
