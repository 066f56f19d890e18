package org.etp.prescriber.prescribing;

import java.security.Principal;
import java.util.Optional;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.account.PrescriberSettings;
import org.etp.prescriber.account.SettingsRepository;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.transport.Pharmacies;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The prescription page: write, validate, sign and queue; item rows are added and removed without script. */
@Controller
@RequestMapping("/prescriptions")
class PrescribeController {

    private static final Logger log = LoggerFactory.getLogger(PrescribeController.class);
    private static final String VIEW = "prescribe";

    private final PrescriberAccounts accounts;
    private final SettingsRepository settings;
    private final Formulary formulary;
    private final Pharmacies pharmacies;
    private final PrescriptionFormReader reader;
    private final PrescriptionIssuer issuer;

    PrescribeController(PrescriberAccounts accounts, SettingsRepository settings, Formulary formulary,
            Pharmacies pharmacies, PrescriptionFormReader reader, PrescriptionIssuer issuer) {
        this.accounts = accounts;
        this.settings = settings;
        this.formulary = formulary;
        this.pharmacies = pharmacies;
        this.reader = reader;
        this.issuer = issuer;
    }

    @GetMapping("/new")
    String blank(Principal principal, Model model) {
        PrescriberAccount account = accounts.get(principal.getName());
        PrescriberSettings defaults = settings.settingsOf(account);
        PrescriptionForm form = new PrescriptionForm();
        form.setFormat(defaults.format().id());
        form.setAlgorithm(defaults.algorithm().id());
        if (pharmacies.all().size() == 1) {
            form.setPharmacy(pharmacies.all().get(0).odsCode());
        }
        model.addAttribute("form", form);
        return page(account, model);
    }

    @PostMapping(params = "addItem")
    String addItem(@ModelAttribute("form") PrescriptionForm form, BindingResult result, Principal principal,
            Model model) {
        if (form.getItems().size() >= Prescription.MAX_ITEMS) {
            result.rejectValue("items", "tooMany", "A prescription holds at most " + Prescription.MAX_ITEMS
                    + " items.");
        } else {
            form.getItems().add(new PrescriptionForm.ItemRow());
        }
        return page(accounts.get(principal.getName()), model);
    }

    @PostMapping(params = "removeItem")
    String removeItem(@ModelAttribute("form") PrescriptionForm form, @RequestParam int removeItem,
            Principal principal, Model model) {
        if (removeItem >= 0 && removeItem < form.getItems().size() && form.getItems().size() > 1) {
            form.getItems().remove(removeItem);
        }
        return page(accounts.get(principal.getName()), model);
    }

    @PostMapping
    String issue(@ModelAttribute("form") PrescriptionForm form, BindingResult result, Principal principal,
            Model model, RedirectAttributes redirect) {
        PrescriberAccount account = accounts.get(principal.getName());
        Optional<PrescriptionDraft> draft = reader.read(form, account, result);
        if (draft.isEmpty()) {
            return page(account, model);
        }
        try {
            SignedCertificate signed = issuer.issue(account, draft.get());
            redirect.addFlashAttribute("message", "Prescription " + signed.certificate().prescriptionId() + " signed ("
                    + signed.format() + ", " + signed.algorithm().id() + ") and queued for "
                    + draft.get().pharmacy().name() + ".");
            return "redirect:/prescriptions";
        } catch (TrustException | CodecException e) {
            log.warn("Could not sign for {} with {}: {}", account.username(), draft.get().algorithm().id(),
                    e.getMessage());
            result.reject("signing", "The prescription could not be signed: " + e.getMessage()
                    + ". Nothing was saved.");
            return page(account, model);
        }
    }

    private String page(PrescriberAccount account, Model model) {
        model.addAttribute("account", account);
        model.addAttribute("products", formulary.products());
        model.addAttribute("pharmacies", pharmacies.all());
        model.addAttribute("types", PrescriptionType.values());
        model.addAttribute("formats", WireFormat.values());
        model.addAttribute("algorithms", account.algorithms().stream().sorted().toList());
        model.addAttribute("maxItems", Prescription.MAX_ITEMS);
        return VIEW;
    }
}
