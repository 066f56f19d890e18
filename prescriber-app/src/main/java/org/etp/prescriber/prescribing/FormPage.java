package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.util.EnumMap;
import java.util.Map;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.passkeys.Passkeys;
import org.etp.prescriber.signing.SigningCertificates;
import org.etp.prescriber.transport.Pharmacies;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * What the new-prescription page shows beside the form (the choices it offers and the limits it states), and how
 * a posted form goes back to it.
 */
@Component
class FormPage {

    static final String VIEW = "prescribe";
    /** Each type as the form offers it, with how long it stays valid ({@link PrescriptionIssuer}). */
    private static final Map<PrescriptionType, String> TYPES = new EnumMap<>(Map.of(
            PrescriptionType.ACUTE, "Acute (28 days)", PrescriptionType.REPEAT, "Repeat (6 months)"));

    private final Formulary formulary;
    private final Pharmacies pharmacies;
    private final SigningCertificates certificates;
    private final Passkeys passkeys;
    private final PendingBatch batch;

    FormPage(Formulary formulary, Pharmacies pharmacies, SigningCertificates certificates, Passkeys passkeys,
            PendingBatch batch) {
        this.formulary = formulary;
        this.pharmacies = pharmacies;
        this.certificates = certificates;
        this.passkeys = passkeys;
        this.batch = batch;
    }

    String show(PrescriberAccount account, HttpSession session, Model model) {
        model.addAttribute("account", account);
        model.addAttribute("products", formulary.products());
        model.addAttribute("pharmacies", pharmacies.all());
        model.addAttribute("types", TYPES);
        model.addAttribute("formats", WireFormat.values());
        model.addAttribute("algorithms", account.algorithms().stream().sorted().toList());
        model.addAttribute("maxItems", Prescription.MAX_ITEMS);
        model.addAttribute("maxDosage", Item.MAX_DOSAGE_LENGTH);
        // No key of the prescriber's may sign (revoked, expired): the form is shown disabled, the banner says why.
        model.addAttribute("cannotSign", account.algorithms().stream()
                .allMatch(algorithm -> certificates.problem(account.prescriberId(algorithm)).isPresent()));
        // Signing needs a passkey and there is none: the form says to register one first, and is shown disabled.
        model.addAttribute("passkeyMissing", passkeys.missing(account.username()));
        // Signatures confirmed with a passkey may be confirmed several at once: the form offers Add to batch.
        model.addAttribute("batchable", passkeys.confirms(account.username()));
        model.addAttribute("batchSize", batch.size(session));
        return VIEW;
    }

    /**
     * Post/Redirect/Get: the form as posted, with what was wrong with it, goes to the new-prescription page in
     * the session's flash map; the browser lands on that page's address, so a reload never posts the form again.
     */
    static String again(PrescriptionForm form, BindingResult result, RedirectAttributes redirect) {
        redirect.addFlashAttribute("form", form);
        redirect.addFlashAttribute(BindingResult.MODEL_KEY_PREFIX + "form", result);
        return "redirect:/prescriptions/new";
    }
}

