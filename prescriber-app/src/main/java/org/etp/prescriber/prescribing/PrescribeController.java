package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.Optional;
import org.etp.ac.codec.CodecException;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.account.SigningReauthentication;
import org.etp.prescriber.cancelling.PreparedCancellation;
import org.etp.prescriber.passkeys.Passkeys;
import org.etp.prescriber.signing.KeyLockedException;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.UnusableCertificateException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Controller;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The prescription page's Sign and send: validate, sign and queue (the form itself, blank or with rows added and
 * removed, is {@link PrescriptionFormController}'s). Each form is signed at most once ({@link FormTokens}); when the patient has a live prescription of the same
 * medicine, or an identical one from today ({@link LivePrescriptions}), nothing is signed until the prescriber
 * chooses to sign anyway or to replace the earlier one ({@link BeforeSigning}). Signing after a pause asks for
 * the password again ({@link SigningReauthentication}). When signatures are confirmed with a passkey
 * ({@link Passkeys#confirms}), the cleared form is prepared — numbered, made complete, its digest taken — and waits
 * in the session for {@link ConfirmController}, which signs it once confirmed — or, with Add to batch, in the
 * session's {@link PendingBatch}, to be confirmed together with others ({@link BatchController}).
 */
@Controller
@RequestMapping("/prescriptions")
class PrescribeController {

    private static final Logger log = LoggerFactory.getLogger(PrescribeController.class);

    private final PrescriberAccounts accounts;
    private final PrescriptionFormReader reader;
    private final PrescriptionIssuer issuer;
    private final FormTokens tokens;
    private final LivePrescriptions live;
    private final BeforeSigning beforeSigning;
    private final SigningReauthentication reauthentication;
    private final Passkeys passkeys;
    private final PendingConfirmations pending;
    private final PendingBatch batch;

    PrescribeController(PrescriberAccounts accounts, PrescriptionFormReader reader, PrescriptionIssuer issuer,
            FormTokens tokens, LivePrescriptions live, BeforeSigning beforeSigning,
            SigningReauthentication reauthentication, Passkeys passkeys, PendingConfirmations pending,
            PendingBatch batch) {
        this.accounts = accounts;
        this.reader = reader;
        this.issuer = issuer;
        this.tokens = tokens;
        this.live = live;
        this.beforeSigning = beforeSigning;
        this.reauthentication = reauthentication;
        this.passkeys = passkeys;
        this.pending = pending;
        this.batch = batch;
    }

    @PostMapping
    String issue(@ModelAttribute("form") PrescriptionForm form, BindingResult result,
            @RequestParam(name = "password", required = false) String password,
            @RequestParam(name = "batch", required = false) String toBatch, Principal principal,
            HttpSession session, RedirectAttributes redirect) {
        PrescriberAccount account = accounts.get(principal.getName());
        String token = form.getFormToken();
        synchronized (tokens.lockFor(token)) {
            Optional<String> made = tokens.madeWith(account.username(), token);
            if (made.isEmpty() && !tokens.wasIssued(session, token)) {
                result.reject("formToken", "This form has expired or was not opened here, so nothing was signed."
                        + " Check it and press Sign and send again.");
                form.setFormToken(tokens.issue(session));
                return FormPage.again(form, result, redirect);
            }
            Optional<String> refused = reauthentication.required(session)
                    ? reauthentication.refusal(session, account.username(), password) : Optional.empty();
            if (refused.isPresent()) {
                result.reject("password", refused.get());
                redirect.addFlashAttribute("reauthenticate", Boolean.TRUE);
                return FormPage.again(form, result, redirect);
            }
            Optional<PrescriptionDraft> draft = reader.read(form, account, result);
            if (draft.isEmpty()) {
                return FormPage.again(form, result, redirect);
            }
            if (made.isPresent()) {
                if (live.sameAs(made.get(), account, draft.get())) {
                    return alreadySigned(made.get(), redirect);
                }
                // Changed since it was signed (Back, then edited): a new prescription, checked as one below.
                token = tokens.issue(session);
                form.setFormToken(token);
            }
            boolean confirmed = passkeys.confirms(account.username());
            Optional<BeforeSigning.Cleared> cleared = beforeSigning.check(account, form, draft.get(), result, redirect,
                    confirmed);
            if (cleared.isEmpty()) {
                return FormPage.again(form, result, redirect);
            }
            if (toBatch != null) {
                return batch(account, draft.get(), cleared.get(), confirmed, form, result, session, redirect);
            }
            if (confirmed) {
                return prepare(account, draft.get(), cleared.get(), form, result, session, redirect);
            }
            return sign(account, draft.get(), token, cleared.get().note(), form, result, redirect);
        }
    }

    private String prepare(PrescriberAccount account, PrescriptionDraft draft, BeforeSigning.Cleared cleared,
            PrescriptionForm form, BindingResult result, HttpSession session, RedirectAttributes redirect) {
        if (passkeys.missing(account.username())) {
            result.reject("passkey", "Register a passkey in Settings before you sign: every signature is confirmed"
                    + " with one. Nothing was signed.");
            return FormPage.again(form, result, redirect);
        }
        try {
            PreparedPrescription prepared = issuer.prepare(account, draft);
            PreparedCancellation replacing = null;
            if (cleared.replaceOnConfirmation() != null) {
                Replacement.Prepared replacement = beforeSigning.prepareReplacement(account,
                        cleared.replaceOnConfirmation(), draft);
                if (replacement.refusal() != null) {
                    result.reject("replace", replacement.refusal());
                    return FormPage.again(form, result, redirect);
                }
                replacing = replacement.cancellation();
            }
            pending.put(session, new PendingConfirmations.Pending(prepared, form, cleared, replacing));
            return "redirect:/prescriptions/confirm";
        } catch (TrustException | CodecException e) {
            return refused(account, draft, e, form, result, redirect);
        }
    }

    /**
     * Prepares the cleared form as for its own confirmation and adds it to the session's batch, to be confirmed
     * with the others in it; a blank form follows. A replacement is confirmed on its own, as it cancels another.
     */
    private String batch(PrescriberAccount account, PrescriptionDraft draft, BeforeSigning.Cleared cleared,
            boolean confirmed, PrescriptionForm form, BindingResult result, HttpSession session,
            RedirectAttributes redirect) {
        if (!confirmed || passkeys.missing(account.username())) {
            result.reject("batch", "Prescriptions are confirmed together with a passkey: register one in Settings"
                    + " first. Nothing was signed.");
            return FormPage.again(form, result, redirect);
        }
        if (cleared.replaceOnConfirmation() != null) {
            result.reject("batch", "A prescription that replaces another is confirmed on its own, not in a batch:"
                    + " press Sign and send. Nothing was signed.");
            return FormPage.again(form, result, redirect);
        }
        try {
            PreparedPrescription prepared = issuer.prepare(account, draft);
            Optional<String> refused = batch.add(session, prepared, form);
            if (refused.isPresent()) {
                result.reject("batch", refused.get() + " Nothing was signed.");
                return FormPage.again(form, result, redirect);
            }
            int size = batch.size(session);
            redirect.addFlashAttribute("message", "Prescription " + prepared.prescription().prescriptionId()
                    + " for " + draft.patient().givenName() + " " + draft.patient().familyName()
                    + " was added to your batch (" + size + " of at most " + batch.limit() + "). Nothing is signed"
                    + " until you confirm the batch with your passkey.");
            redirect.addFlashAttribute("signed", Boolean.TRUE);
            return "redirect:/prescriptions/new";
        } catch (TrustException | CodecException e) {
            return refused(account, draft, e, form, result, redirect);
        }
    }

    private String sign(PrescriberAccount account, PrescriptionDraft draft, String token, String note,
            PrescriptionForm form, BindingResult result, RedirectAttributes redirect) {
        try {
            return signed(issuer.issue(account, draft, token), draft, note, redirect);
        } catch (TrustException | CodecException e) {
            return refused(account, draft, e, form, result, redirect);
        } catch (DuplicateKeyException e) {
            // Only another instance of this app could have signed this form meanwhile: its prescription stands.
            return alreadySigned(tokens.madeWith(account.username(), token).orElseThrow(() -> e), redirect);
        }
    }

    /** The history, with the message that says what was signed and where it goes. */
    static String signed(SignedCertificate signed, PrescriptionDraft draft, String note, RedirectAttributes redirect) {
        redirect.addFlashAttribute("message", "Prescription " + signed.certificate().prescriptionId() + " signed ("
                + signed.format() + ", " + signed.algorithm().id() + ") and queued for "
                + draft.pharmacy().name() + (draft.nominated() ? "." : " (no nomination: the patient's token works"
                + " there only).") + note);
        redirect.addFlashAttribute("signed", Boolean.TRUE);
        if (!draft.nominated()) {
            redirect.addFlashAttribute("tokenFor", signed.certificate().prescriptionId().value());
        }
        return "redirect:/prescriptions";
    }

    /** The form again, saying why it could not be signed. */
    static String refused(PrescriberAccount account, PrescriptionDraft draft, Exception e, PrescriptionForm form,
            BindingResult result, RedirectAttributes redirect) {
        if (e instanceof KeyLockedException) {
            log.info("Nothing signed for {}: the signing key is locked in its token", account.username());
            result.reject("signing", e.getMessage() + " Nothing was signed or saved.");
        } else if (e instanceof UnusableCertificateException) {
            log.warn("Refused to sign for {} with {}: the signing certificate may not sign", account.username(),
                    draft.algorithm().id());
            result.reject("signing", e.getMessage() + " Nothing was signed or saved.");
        } else {
            log.warn("Could not sign for {} with {}: {}", account.username(), draft.algorithm().id(),
                    e.getMessage());
            result.reject("signing", "The prescription could not be signed: " + e.getMessage()
                    + ". Nothing was saved.");
        }
        return FormPage.again(form, result, redirect);
    }

    static String alreadySigned(String prescriptionId, RedirectAttributes redirect) {
        redirect.addFlashAttribute("message", "This form was signed already, as prescription " + prescriptionId
                + " (below). It has not been signed again.");
        redirect.addFlashAttribute("signed", Boolean.TRUE);
        return "redirect:/prescriptions/" + prescriptionId;
    }
}
