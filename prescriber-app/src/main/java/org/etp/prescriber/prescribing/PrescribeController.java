package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.EnumMap;
import java.util.Map;
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
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.UnusableCertificateException;
import org.etp.prescriber.transport.Pharmacies;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
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
 * The prescription page: write, validate, sign and queue; item rows are added and removed without script.
 * Each form is signed at most once ({@link FormTokens}), and a prescription identical to one written for
 * the same patient today is signed only once the prescriber confirms it ({@link IdenticalPrescriptions}).
 */
@Controller
@RequestMapping("/prescriptions")
class PrescribeController {

    private static final Logger log = LoggerFactory.getLogger(PrescribeController.class);
    private static final String VIEW = "prescribe";
    /** Each type as the form offers it, with how long it stays valid ({@link PrescriptionIssuer}). */
    private static final Map<PrescriptionType, String> TYPES = new EnumMap<>(Map.of(
            PrescriptionType.ACUTE, "Acute (28 days)", PrescriptionType.REPEAT, "Repeat (6 months)"));

    private final PrescriberAccounts accounts;
    private final SettingsRepository settings;
    private final Formulary formulary;
    private final Pharmacies pharmacies;
    private final PrescriptionFormReader reader;
    private final PrescriptionIssuer issuer;
    private final FormTokens tokens;
    private final IdenticalPrescriptions identical;

    PrescribeController(PrescriberAccounts accounts, SettingsRepository settings, Formulary formulary,
            Pharmacies pharmacies, PrescriptionFormReader reader, PrescriptionIssuer issuer, FormTokens tokens,
            IdenticalPrescriptions identical) {
        this.accounts = accounts;
        this.settings = settings;
        this.formulary = formulary;
        this.pharmacies = pharmacies;
        this.reader = reader;
        this.issuer = issuer;
        this.tokens = tokens;
        this.identical = identical;
    }

    /** A blank form, or the one just posted back with what was wrong with it (from {@link #again}). */
    @GetMapping("/new")
    String blank(Principal principal, HttpSession session, Model model) {
        PrescriberAccount account = accounts.get(principal.getName());
        if (model.containsAttribute("form")) {
            return page(account, model);
        }
        PrescriberSettings defaults = settings.settingsOf(account);
        PrescriptionForm form = new PrescriptionForm();
        form.setFormat(defaults.format().id());
        form.setAlgorithm(defaults.algorithm().id());
        form.setFormToken(tokens.issue(session));
        if (pharmacies.all().size() == 1) {
            form.setPharmacy(pharmacies.all().get(0).odsCode());
        }
        model.addAttribute("form", form);
        return page(account, model);
    }

    @PostMapping(params = "addItem")
    String addItem(@ModelAttribute("form") PrescriptionForm form, BindingResult result, RedirectAttributes redirect) {
        if (form.getItems().size() >= Prescription.MAX_ITEMS) {
            result.rejectValue("items", "tooMany", "A prescription holds at most " + Prescription.MAX_ITEMS
                    + " items.");
        } else {
            form.getItems().add(new PrescriptionForm.ItemRow());
        }
        return again(form, result, redirect);
    }

    @PostMapping(params = "removeItem")
    String removeItem(@ModelAttribute("form") PrescriptionForm form, BindingResult result,
            @RequestParam int removeItem, RedirectAttributes redirect) {
        if (removeItem >= 0 && removeItem < form.getItems().size() && form.getItems().size() > 1) {
            form.getItems().remove(removeItem);
        }
        return again(form, result, redirect);
    }

    @PostMapping
    String issue(@ModelAttribute("form") PrescriptionForm form, BindingResult result, Principal principal,
            HttpSession session, RedirectAttributes redirect) {
        PrescriberAccount account = accounts.get(principal.getName());
        String token = form.getFormToken();
        synchronized (tokens.lockFor(token)) {
            Optional<String> made = tokens.madeWith(account.username(), token);
            if (made.isPresent()) {
                return alreadySigned(made.get(), redirect);
            }
            if (!tokens.wasIssued(session, token)) {
                result.reject("formToken", "This form has expired or was not opened here, so nothing was signed."
                        + " Check it and press Sign and send again.");
                form.setFormToken(tokens.issue(session));
                return again(form, result, redirect);
            }
            Optional<PrescriptionDraft> draft = reader.read(form, account, result);
            if (draft.isEmpty()) {
                return again(form, result, redirect);
            }
            if (!form.isConfirmIdentical()) {
                Optional<OutboxEntry> same = identical.writtenToday(account.username(), draft.get());
                if (same.isPresent()) {
                    redirect.addFlashAttribute("identical", same.get());
                    return again(form, result, redirect);
                }
            }
            return sign(account, draft.get(), token, form, result, redirect);
        }
    }

    private String sign(PrescriberAccount account, PrescriptionDraft draft, String token, PrescriptionForm form,
            BindingResult result, RedirectAttributes redirect) {
        try {
            SignedCertificate signed = issuer.issue(account, draft, token);
            redirect.addFlashAttribute("message", "Prescription " + signed.certificate().prescriptionId() + " signed ("
                    + signed.format() + ", " + signed.algorithm().id() + ") and queued for "
                    + draft.pharmacy().name() + ".");
            return "redirect:/prescriptions";
        } catch (UnusableCertificateException e) {
            log.warn("Refused to sign for {} with {}: the signing certificate may not sign", account.username(),
                    draft.algorithm().id());
            result.reject("signing", e.getMessage() + " Nothing was signed or saved.");
            return again(form, result, redirect);
        } catch (TrustException | CodecException e) {
            log.warn("Could not sign for {} with {}: {}", account.username(), draft.algorithm().id(),
                    e.getMessage());
            result.reject("signing", "The prescription could not be signed: " + e.getMessage()
                    + ". Nothing was saved.");
            return again(form, result, redirect);
        } catch (DuplicateKeyException e) {
            // Only another instance of this app could have signed this form meanwhile: its prescription stands.
            return alreadySigned(tokens.madeWith(account.username(), token).orElseThrow(() -> e), redirect);
        }
    }

    private static String alreadySigned(String prescriptionId, RedirectAttributes redirect) {
        redirect.addFlashAttribute("message", "This form was signed already, as prescription " + prescriptionId
                + " (below). It has not been signed again.");
        return "redirect:/prescriptions/" + prescriptionId;
    }

    /**
     * Post/Redirect/Get: the form as posted, with what was wrong with it, goes to the new-prescription page in
     * the session's flash map; the browser lands on that page's address, so a reload never posts the form again.
     */
    private static String again(PrescriptionForm form, BindingResult result, RedirectAttributes redirect) {
        redirect.addFlashAttribute("form", form);
        redirect.addFlashAttribute(BindingResult.MODEL_KEY_PREFIX + "form", result);
        return "redirect:/prescriptions/new";
    }

    private String page(PrescriberAccount account, Model model) {
        model.addAttribute("account", account);
        model.addAttribute("products", formulary.products());
        model.addAttribute("pharmacies", pharmacies.all());
        model.addAttribute("types", TYPES);
        model.addAttribute("formats", WireFormat.values());
        model.addAttribute("algorithms", account.algorithms().stream().sorted().toList());
        model.addAttribute("maxItems", Prescription.MAX_ITEMS);
        return VIEW;
    }
}
