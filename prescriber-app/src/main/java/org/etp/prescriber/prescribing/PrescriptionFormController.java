package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import org.etp.ac.prescription.Prescription;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.account.PrescriberSettings;
import org.etp.prescriber.account.SettingsRepository;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The prescription form before it is signed: a blank one with the prescriber's default form and algorithm and a
 * one-time token ({@link FormTokens}), and item rows added and removed without script. Signing is
 * {@link PrescribeController}'s.
 */
@Controller
@RequestMapping("/prescriptions")
class PrescriptionFormController {

    private final PrescriberAccounts accounts;
    private final SettingsRepository settings;
    private final FormPage page;
    private final FormTokens tokens;

    PrescriptionFormController(PrescriberAccounts accounts, SettingsRepository settings, FormPage page,
            FormTokens tokens) {
        this.accounts = accounts;
        this.settings = settings;
        this.page = page;
        this.tokens = tokens;
    }

    /**
     * A blank form ({@code rows} item rows, for a draft the browser restores), or the one just posted back with
     * what was wrong with it (from {@link FormPage#again}).
     */
    @GetMapping("/new")
    String blank(@RequestParam(required = false) Integer rows, Principal principal, HttpSession session,
            Model model) {
        PrescriberAccount account = accounts.get(principal.getName());
        if (model.containsAttribute("form")) {
            return page.show(account, session, model);
        }
        PrescriberSettings defaults = settings.settingsOf(account);
        PrescriptionForm form = new PrescriptionForm();
        form.setFormat(defaults.format().id());
        form.setAlgorithm(defaults.algorithm().id());
        form.setFormToken(tokens.issue(session));
        for (int row = 1; rows != null && row < Math.min(rows, Prescription.MAX_ITEMS); row++) {
            form.getItems().add(new PrescriptionForm.ItemRow());
        }
        model.addAttribute("form", form);
        model.addAttribute("blankForm", Boolean.TRUE);
        return page.show(account, session, model);
    }

    @PostMapping(params = "addItem")
    String addItem(@ModelAttribute("form") PrescriptionForm form, BindingResult result, RedirectAttributes redirect) {
        if (form.getItems().size() >= Prescription.MAX_ITEMS) {
            result.rejectValue("items", "tooMany", "A prescription holds at most " + Prescription.MAX_ITEMS
                    + " items.");
        } else {
            form.getItems().add(new PrescriptionForm.ItemRow());
        }
        return FormPage.again(form, result, redirect);
    }

    @PostMapping(params = "removeItem")
    String removeItem(@ModelAttribute("form") PrescriptionForm form, BindingResult result,
            @RequestParam int removeItem, RedirectAttributes redirect) {
        if (removeItem >= 0 && removeItem < form.getItems().size() && form.getItems().size() > 1) {
            form.getItems().remove(removeItem);
        }
        return FormPage.again(form, result, redirect);
    }
}
