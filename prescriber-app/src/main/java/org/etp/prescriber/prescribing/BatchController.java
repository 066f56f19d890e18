package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.CodecException;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.account.PrescriberAccounts;
import org.etp.prescriber.passkeys.Assertion;
import org.etp.prescriber.passkeys.AssertionVerifier;
import org.etp.prescriber.passkeys.ConfirmationPage;
import org.etp.prescriber.passkeys.ConfirmedAssertion;
import org.etp.prescriber.passkeys.ConfirmedDigests;
import org.etp.prescriber.passkeys.PasskeyEvidence;
import org.etp.prescriber.passkeys.RefusedConfirmationException;
import org.etp.prescriber.signing.SignedCertificate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BeanPropertyBindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * A batch of prescriptions confirmed with one passkey assertion ({@link PendingBatch}): the page lists each one —
 * patient, items, pharmacy, and the SHA-256 its signature will cover — and the challenge, the hash of their hashes
 * in that order ({@link ConfirmedDigests}); one may be taken out or back to its form, or the batch discarded. The
 * post of the assertion takes the whole batch out, verifies the assertion over exactly these digests, then signs
 * and commits each in its order, each with the assertion and the batch's digests as its evidence. A refused
 * assertion signs nothing and leaves the batch as it was; a signing that stops part-way (the key locked meanwhile)
 * keeps what was signed and puts the rest back, to be confirmed anew.
 */
@Controller
@RequestMapping("/prescriptions/batch")
class BatchController {

    private static final Logger log = LoggerFactory.getLogger(BatchController.class);
    private static final String EMPTY = "Your batch is empty: nothing waits to be confirmed. (A batch lapses "
            + PendingBatch.LIFETIME.toMinutes() + " minutes after it last changed.)";

    private final PrescriberAccounts accounts;
    private final PendingBatch batch;
    private final ConfirmationPage confirmationPage;
    private final AssertionVerifier verifier;
    private final PasskeyEvidence evidence;
    private final PrescriptionIssuer issuer;
    private final FormTokens tokens;

    BatchController(PrescriberAccounts accounts, PendingBatch batch, ConfirmationPage confirmationPage,
            AssertionVerifier verifier, PasskeyEvidence evidence, PrescriptionIssuer issuer, FormTokens tokens) {
        this.accounts = accounts;
        this.batch = batch;
        this.confirmationPage = confirmationPage;
        this.verifier = verifier;
        this.evidence = evidence;
        this.issuer = issuer;
        this.tokens = tokens;
    }

    @GetMapping
    String page(Principal principal, HttpSession session, Model model, RedirectAttributes redirect) {
        List<PendingBatch.Batched> entries = batch.peek(session);
        if (entries.isEmpty()) {
            redirect.addFlashAttribute("error", EMPTY);
            return "redirect:/prescriptions/new";
        }
        model.addAttribute("account", accounts.get(principal.getName()));
        model.addAttribute("entries", entries.stream().map(PendingBatch.Batched::prepared).toList());
        model.addAttribute("limit", batch.limit());
        confirmationPage.ask(model, principal.getName(), digests(entries).challenge());
        return "batch";
    }

    @PostMapping(params = "remove")
    String remove(@RequestParam String remove, HttpSession session, RedirectAttributes redirect) {
        if (batch.remove(session, remove).isPresent()) {
            redirect.addFlashAttribute("message", "Prescription " + remove + " was taken out of the batch. Nothing was"
                    + " signed.");
        }
        return batch.size(session) == 0 ? "redirect:/prescriptions/new" : "redirect:/prescriptions/batch";
    }

    @PostMapping(params = "edit")
    String edit(@RequestParam String edit, HttpSession session, RedirectAttributes redirect) {
        Optional<PendingBatch.Batched> taken = batch.remove(session, edit);
        if (taken.isEmpty()) {
            return "redirect:/prescriptions/batch";
        }
        redirect.addFlashAttribute("message", "Taken out of the batch to edit; nothing was signed. Sign it or add it"
                + " to the batch again when it is right.");
        PrescriptionForm form = taken.get().form();
        return FormPage.again(form, new BeanPropertyBindingResult(form, "form"), redirect);
    }

    @PostMapping(params = "discard")
    String discard(HttpSession session, RedirectAttributes redirect) {
        int discarded = batch.take(session).size();
        redirect.addFlashAttribute("message", "The batch of " + discarded + " was discarded. Nothing was signed.");
        return "redirect:/prescriptions/new";
    }

    @PostMapping
    String confirm(@RequestParam(required = false) String credentialId,
            @RequestParam(required = false) String authenticatorData,
            @RequestParam(required = false) String clientDataJson, @RequestParam(required = false) String signature,
            @RequestParam(required = false) String userHandle, Principal principal, HttpSession session,
            RedirectAttributes redirect) {
        List<PendingBatch.Batched> taken = batch.take(session);
        if (taken.isEmpty()) {
            redirect.addFlashAttribute("error", EMPTY);
            return "redirect:/prescriptions/new";
        }
        PrescriberAccount account = accounts.get(principal.getName());
        ConfirmedAssertion confirmed;
        try {
            confirmed = verifier.verify(account.username(), Assertion.fromBase64Url(credentialId, authenticatorData,
                    clientDataJson, signature, userHandle), digests(taken));
        } catch (RefusedConfirmationException e) {
            batch.putBack(session, taken);
            redirect.addFlashAttribute("error", e.getMessage() + " Your batch is as it was.");
            return "redirect:/prescriptions/batch";
        }
        return signAll(account, taken, confirmed, session, redirect);
    }

    /** Signs each in its order; stops at the first that cannot be signed and puts it and the rest back. */
    private String signAll(PrescriberAccount account, List<PendingBatch.Batched> taken, ConfirmedAssertion confirmed,
            HttpSession session, RedirectAttributes redirect) {
        List<String> signed = new ArrayList<>();
        List<String> before = new ArrayList<>();
        for (int i = 0; i < taken.size(); i++) {
            PendingBatch.Batched each = taken.get(i);
            synchronized (tokens.lockFor(each.formToken())) {
                Optional<String> made = tokens.madeWith(account.username(), each.formToken());
                if (made.isPresent()) {
                    before.add(made.get());
                    continue;
                }
                try {
                    SignedCertificate certificate = issuer.issueConfirmed(account, each.prepared(), each.formToken(),
                            row -> evidence.store(row, account.username(), confirmed, each.prepared().digest()));
                    signed.add(certificate.certificate().prescriptionId().value());
                } catch (TrustException | CodecException | DuplicateKeyException e) {
                    log.warn("A confirmed batch stopped at {} of {} for {}: {}", i + 1, taken.size(),
                            account.username(), e.getClass().getSimpleName());
                    List<PendingBatch.Batched> rest = new ArrayList<>(taken.subList(i, taken.size()));
                    rest.set(0, again(account, each));
                    batch.putBack(session, rest);
                    redirect.addFlashAttribute("error", stopped(e, rest.size()));
                    break;
                }
            }
        }
        redirect.addFlashAttribute("message", outcome(signed, before, confirmed.label()));
        redirect.addFlashAttribute("signed", Boolean.TRUE);
        return "redirect:/prescriptions";
    }

    /**
     * The prescription that could not be signed, as it goes back to the batch: prepared anew when its number or
     * serial was taken meanwhile, for the confirmation binds them.
     */
    private PendingBatch.Batched again(PrescriberAccount account, PendingBatch.Batched stopped) {
        try {
            return new PendingBatch.Batched(issuer.prepare(account, stopped.prepared().draft()), stopped.form());
        } catch (TrustException | CodecException e) {
            return stopped;
        }
    }

    private static String stopped(Exception e, int left) {
        String why = e instanceof TrustException ? e.getMessage()
                : e instanceof DuplicateKeyException ? "Its number was taken meanwhile."
                : "It could not be signed: " + e.getMessage() + ".";
        return "Signing stopped: " + why + " " + (left == 1 ? "One prescription was" : left + " prescriptions were")
                + " not signed and wait in your batch, to be confirmed again.";
    }

    private static String outcome(List<String> signed, List<String> before, String label) {
        StringBuilder message = new StringBuilder();
        if (!signed.isEmpty()) {
            message.append(signed.size() == 1 ? "Prescription " : signed.size() + " prescriptions ")
                    .append(String.join(", ", signed)).append(" signed and queued, confirmed together with passkey ")
                    .append(label).append('.');
        }
        if (!before.isEmpty()) {
            message.append(message.isEmpty() ? "" : " ").append("Already signed before, not signed again: ")
                    .append(String.join(", ", before)).append('.');
        }
        return message.isEmpty() ? "Nothing was signed." : message.toString();
    }

    private static ConfirmedDigests digests(List<PendingBatch.Batched> entries) {
        return ConfirmedDigests.of(entries.stream().map(each -> each.prepared().digest()).toList());
    }
}
