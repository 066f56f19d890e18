package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.Optional;
import org.etp.ac.codec.CodecException;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.cancelling.PreparedCancellation;
import org.etp.prescriber.passkeys.Assertion;
import org.etp.prescriber.passkeys.AssertionVerifier;
import org.etp.prescriber.passkeys.ConfirmationPage;
import org.etp.prescriber.passkeys.ConfirmedAssertion;
import org.etp.prescriber.passkeys.PasskeyEvidence;
import org.etp.prescriber.passkeys.RefusedConfirmationException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BeanPropertyBindingResult;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The second step of signing with a passkey: the page that says what is being confirmed — patient, items,
 * pharmacy and the SHA-256 of the bytes the signature will cover, which is the passkey's challenge (with the
 * cancellation of an earlier prescription it replaces, the SHA-256 of both hashes) — and the post
 * of the passkey's assertion, which signs and sends the prepared prescription only once {@link AssertionVerifier}
 * passed it. The prepared prescription is taken out of the session first ({@link PendingConfirmations}), so an
 * assertion posted twice, or one refused, signs nothing; the form's one-time token still holds, so a form that
 * made a prescription makes no second one.
 */
@Controller
@RequestMapping("/prescriptions/confirm")
class ConfirmController {

    private static final Logger log = LoggerFactory.getLogger(ConfirmController.class);
    private static final String NOTHING_WAITING = "Nothing was waiting for a passkey confirmation: it was used"
            + " already or took longer than " + PendingConfirmations.LIFETIME.toMinutes() + " minutes. Nothing was"
            + " signed or sent.";

    private final PrescriberAccounts accounts;
    private final PendingConfirmations pending;
    private final ConfirmationPage confirmationPage;
    private final AssertionVerifier verifier;
    private final PasskeyEvidence evidence;
    private final PrescriptionIssuer issuer;
    private final FormTokens tokens;
    private final BeforeSigning beforeSigning;

    ConfirmController(PrescriberAccounts accounts, PendingConfirmations pending, ConfirmationPage confirmationPage,
            AssertionVerifier verifier, PasskeyEvidence evidence, PrescriptionIssuer issuer, FormTokens tokens,
            BeforeSigning beforeSigning) {
        this.accounts = accounts;
        this.pending = pending;
        this.confirmationPage = confirmationPage;
        this.verifier = verifier;
        this.evidence = evidence;
        this.issuer = issuer;
        this.tokens = tokens;
        this.beforeSigning = beforeSigning;
    }

    @GetMapping
    String page(Principal principal, HttpSession session, Model model, RedirectAttributes redirect) {
        Optional<PendingConfirmations.Pending> waiting = pending.peek(session);
        if (waiting.isEmpty()) {
            redirect.addFlashAttribute("error", NOTHING_WAITING);
            return "redirect:/prescriptions/new";
        }
        PreparedPrescription prepared = waiting.get().prepared();
        model.addAttribute("account", accounts.get(principal.getName()));
        model.addAttribute("prepared", prepared);
        model.addAttribute("prescription", prepared.prescription());
        model.addAttribute("replacing", waiting.get().replacing());
        confirmationPage.ask(model, principal.getName(), waiting.get().digests().challenge());
        return "confirm";
    }

    @PostMapping(params = "cancel")
    String cancel(HttpSession session, RedirectAttributes redirect) {
        Optional<PendingConfirmations.Pending> waiting = pending.take(session);
        if (waiting.isEmpty()) {
            return "redirect:/prescriptions/new";
        }
        redirect.addFlashAttribute("message", "Nothing was signed. The prescription is as you left it.");
        PrescriptionForm form = waiting.get().form();
        return FormPage.again(form, new BeanPropertyBindingResult(form, "form"), redirect);
    }

    @PostMapping
    String confirm(@RequestParam(required = false) String credentialId,
            @RequestParam(required = false) String authenticatorData,
            @RequestParam(required = false) String clientDataJson, @RequestParam(required = false) String signature,
            @RequestParam(required = false) String userHandle, Principal principal, HttpSession session,
            RedirectAttributes redirect) {
        Optional<PendingConfirmations.Pending> taken = pending.take(session);
        if (taken.isEmpty()) {
            redirect.addFlashAttribute("error", NOTHING_WAITING);
            return "redirect:/prescriptions/new";
        }
        PendingConfirmations.Pending waiting = taken.get();
        PrescriberAccount account = accounts.get(principal.getName());
        PrescriptionForm form = waiting.form();
        BindingResult result = new BeanPropertyBindingResult(form, "form");
        synchronized (tokens.lockFor(waiting.formToken())) {
            Optional<String> made = tokens.madeWith(account.username(), waiting.formToken());
            if (made.isPresent()) {
                return PrescribeController.alreadySigned(made.get(), redirect);
            }
            try {
                ConfirmedAssertion confirmed = verifier.verify(account.username(), Assertion.fromBase64Url(
                        credentialId, authenticatorData, clientDataJson, signature, userHandle),
                        waiting.digests());
                String note = waiting.cleared().note();
                PreparedCancellation replace = waiting.replacing();
                if (replace != null) {
                    BeforeSigning.Replaced replaced = beforeSigning.replaceNow(account, replace,
                            waiting.prepared().draft(),
                            row -> evidence.store(row, account.username(), confirmed, replace.digest()));
                    if (replaced.refusal().isPresent()) {
                        result.reject("replace", replaced.refusal().get());
                        return FormPage.again(form, result, redirect);
                    }
                    note = replaced.note();
                }
                return PrescribeController.signed(issuer.issueConfirmed(account, waiting.prepared(),
                        waiting.formToken(), row -> evidence.store(row, account.username(), confirmed, waiting.prepared().digest())),
                        waiting.prepared().draft(), note + " Confirmed with passkey " + confirmed.label() + ".",
                        redirect);
            } catch (RefusedConfirmationException e) {
                result.reject("passkey", e.getMessage());
                return FormPage.again(form, result, redirect);
            } catch (TrustException | CodecException e) {
                return PrescribeController.refused(account, waiting.prepared().draft(), e, form, result, redirect);
            } catch (DuplicateKeyException e) {
                Optional<String> signedMeanwhile = tokens.madeWith(account.username(), waiting.formToken());
                if (signedMeanwhile.isPresent()) {
                    return PrescribeController.alreadySigned(signedMeanwhile.get(), redirect);
                }
                log.warn("A confirmed prescription's number or serial was taken meanwhile; nothing was signed");
                result.reject("passkey", "The prescription's number was taken meanwhile, so nothing was signed:"
                        + " press Sign and send to confirm it again.");
                return FormPage.again(form, result, redirect);
            }
        }
    }
}
