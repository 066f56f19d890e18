package org.etp.prescriber.history;

import java.security.Principal;
import java.util.List;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
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
 * The prescriber's own prescriptions: the list with status and timings (refreshing itself while any is
 * still being sent), one prescription with its encoding, and the raw certificate as sent.
 */
@Controller
class HistoryController {

    private static final int PAGE = 200;

    private final OutboxRepository outbox;

    HistoryController(OutboxRepository outbox) {
        this.outbox = outbox;
    }

    @GetMapping("/prescriptions")
    String history(Principal principal, Model model) {
        List<OutboxEntry> entries = outbox.history(principal.getName(), PAGE);
        model.addAttribute("entries", entries);
        model.addAttribute("pending", entries.stream().anyMatch(entry -> entry.status().pending()));
        return "history";
    }

    @GetMapping("/prescriptions/{prescriptionId}")
    String detail(@PathVariable String prescriptionId, Principal principal, Model model) {
        OutboxEntry entry = entry(principal, prescriptionId);
        byte[] encoded = payload(principal, prescriptionId);
        model.addAttribute("entry", entry);
        model.addAttribute("dump", ReadableEncoding.of(entry.format(), encoded));
        try {
            PrescriptionCertificate certificate = entry.format().codec().decode(encoded).parse();
            model.addAttribute("certificate", certificate);
            model.addAttribute("issuer", certificate.issuer().getName());
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

    private OutboxEntry entry(Principal principal, String prescriptionId) {
        return outbox.find(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
    }

    private byte[] payload(Principal principal, String prescriptionId) {
        return outbox.payload(principal.getName(), prescriptionId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription"));
    }
}
