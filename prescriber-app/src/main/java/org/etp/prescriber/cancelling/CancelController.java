package org.etp.prescriber.cancelling;

import java.math.BigInteger;
import java.security.Principal;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Optional;
import org.etp.ac.codec.CodecException;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.etp.prescriber.outbox.OutboxStatus;
import org.etp.prescriber.outbox.PrescriptionQueued;
import org.etp.prescriber.signing.SignedCertificate;
import org.etp.prescriber.signing.Signer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Cancels one of the signed-in prescriber's prescriptions: with a reason chosen (none is preselected) and the
 * confirmation ticked, signs a cancellation with the key that signed the prescription and commits it to the
 * outbox. Whether the pharmacy accepted it shows on the prescription's page.
 */
@Controller
class CancelController {

    private static final Logger log = LoggerFactory.getLogger(CancelController.class);
    private static final SecureRandom SERIALS = new SecureRandom();

    private final OutboxRepository outbox;
    private final Signer signer;
    private final ApplicationEventPublisher events;

    CancelController(OutboxRepository outbox, Signer signer, ApplicationEventPublisher events) {
        this.outbox = outbox;
        this.signer = signer;
        this.events = events;
    }

    @PostMapping("/prescriptions/{prescriptionId}/cancel")
    String cancel(@PathVariable String prescriptionId, @RequestParam(required = false) String reason,
            @RequestParam(required = false) String confirmed, Principal principal, RedirectAttributes redirect) {
        OutboxEntry entry = outbox.find(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
        String back = "redirect:/prescriptions/" + entry.prescriptionId();
        if (entry.status() != OutboxStatus.ACCEPTED && entry.status() != OutboxStatus.DUPLICATE) {
            // sent before the prescription was delivered, a cancellation could overtake it and be refused
            redirect.addFlashAttribute("cancelError", "It can be cancelled once the pharmacy has it.");
            return back;
        }
        CancellationReason chosen;
        try {
            chosen = CancellationReason.fromCode(reason == null ? "" : reason);
        } catch (IllegalArgumentException e) {
            redirect.addFlashAttribute("cancelError", "Choose why the prescription is cancelled.");
            return back;
        }
        if (!"true".equals(confirmed)) {
            redirect.addFlashAttribute("cancelError", "Tick the box to confirm the cancellation.");
            return back;
        }
        try {
            PrescriptionCertificate original = entry.format().codec()
                    .decode(outbox.payload(principal.getName(), prescriptionId).orElseThrow()).parse();
            PrescriptionCertificate certificate = new Cancellation(original.prescriptionId(), chosen).certificate(
                    new BigInteger(63, SERIALS).setBit(62), original.issuer(), original.holder(), Instant.now());
            SignedCertificate signed = signer.sign(certificate, entry.prescriberId(), entry.format());
            Optional<Long> queued = outbox.insertCancellation(principal.getName(), signed, chosen);
            if (queued.isEmpty()) {
                redirect.addFlashAttribute("cancelError", "This prescription has a cancellation already.");
                return back;
            }
            events.publishEvent(new PrescriptionQueued(queued.get()));
        } catch (VerificationException | CodecException | TrustException e) {
            log.warn("Cancellation of {} could not be signed: {}", prescriptionId, e.getMessage());
            redirect.addFlashAttribute("cancelError", "The cancellation could not be signed: " + e.getMessage());
            return back;
        }
        log.info("Cancellation of {} queued ({})", prescriptionId, chosen.code());
        return back;
    }
}
