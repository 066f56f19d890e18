package org.etp.prescriber.history;

import java.security.Principal;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.Names;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.etp.prescriber.passkeys.PasskeyEvidence;
import org.etp.prescriber.receipts.RawReceipt;
import org.etp.prescriber.receipts.ReceiptRepository;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.server.ResponseStatusException;

/**
 * One of the prescriber's prescriptions with its encoding and its pharmacy's receipt in words, the raw certificate
 * as sent and the signed receipt as received, to download. An ID typed
 * with spaces, without its hyphens or in lower case is taken to its canonical address.
 */
@Controller
class DetailController {

    private final OutboxRepository outbox;
    private final ReceiptRepository receipts;
    private final PasskeyEvidence passkeys;

    DetailController(OutboxRepository outbox, ReceiptRepository receipts, PasskeyEvidence passkeys) {
        this.outbox = outbox;
        this.receipts = receipts;
        this.passkeys = passkeys;
    }

    @GetMapping("/prescriptions/{prescriptionId}")
    String detail(@PathVariable String prescriptionId, Principal principal, Model model) {
        String canonical = canonical(prescriptionId);
        if (!canonical.equals(prescriptionId)) {
            return "redirect:/prescriptions/" + canonical;
        }
        OutboxEntry entry = entry(principal, prescriptionId);
        byte[] encoded = payload(principal, prescriptionId);
        model.addAttribute("entry", entry);
        model.addAttribute("cancellation", outbox.cancellation(principal.getName(), prescriptionId).orElse(null));
        model.addAttribute("cancellationReasons", CancellationReason.values());
        model.addAttribute("receipt", receipts.receipt(principal.getName(), prescriptionId).orElse(null));
        model.addAttribute("dump", ReadableEncoding.of(entry.format(), encoded));
        model.addAttribute("passkey", passkeys.of(entry.id()).orElse(null));
        try {
            PrescriptionCertificate certificate = entry.format().codec().decode(encoded).parse();
            model.addAttribute("certificate", certificate);
            model.addAttribute("issuer", Names.inWords(Names.readable(certificate.issuer())));
            model.addAttribute("prescription", certificate.content());
        } catch (VerificationException e) {
            model.addAttribute("decodeError", e.getMessage());
        }
        return "detail";
    }

    @GetMapping("/prescriptions/{prescriptionId}/certificate")
    ResponseEntity<byte[]> download(@PathVariable String prescriptionId, Principal principal) {
        OutboxEntry entry = entry(principal, prescriptionId);
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(entry.format().mediaType()))
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
                        .filename(prescriptionId + "." + entry.format().id()).build().toString())
                .body(payload(principal, prescriptionId));
    }

    @GetMapping("/prescriptions/{prescriptionId}/receipt")
    ResponseEntity<byte[]> receipt(@PathVariable String prescriptionId, Principal principal) {
        RawReceipt receipt = receipts.raw(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no receipt for this prescription"));
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(receipt.format().mediaType()))
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
                        .filename(prescriptionId + "-receipt." + receipt.format().id()).build().toString())
                .body(receipt.bytes());
    }

    private static String canonical(String typed) {
        return PrescriptionIds.canonical(typed).orElseThrow(
                () -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
    }

    private OutboxEntry entry(Principal principal, String prescriptionId) {
        return outbox.find(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
    }

    private byte[] payload(Principal principal, String prescriptionId) {
        return outbox.payload(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
    }
}
