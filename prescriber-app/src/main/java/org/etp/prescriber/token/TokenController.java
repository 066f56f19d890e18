package org.etp.prescriber.token;

import java.security.Principal;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.etp.prescriber.web.Times;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.server.ResponseStatusException;

/**
 * The patient token of one of the prescriber's prescriptions, printed at the largest size at which it fits one
 * A5 page ({@link TokenSize}), and its two barcodes. As on the detail page,
 * another prescriber's prescription (or an ID never written) is "not found": nothing tells them apart.
 */
@Controller
class TokenController {

    private static final MediaType SVG = MediaType.parseMediaType("image/svg+xml");

    private final OutboxRepository outbox;
    private final Times times;
    private final Formulary formulary;

    TokenController(OutboxRepository outbox, Times times, Formulary formulary) {
        this.outbox = outbox;
        this.times = times;
        this.formulary = formulary;
    }

    @GetMapping("/prescriptions/{prescriptionId}/token")
    String token(@PathVariable String prescriptionId, Principal principal, Model model) {
        OutboxEntry entry = entry(principal, prescriptionId);
        byte[] encoded = outbox.payload(principal.getName(), prescriptionId).orElseThrow(TokenController::notFound);
        PrescriptionCertificate certificate;
        try {
            certificate = entry.format().codec().decode(encoded).parse();
        } catch (VerificationException e) {
            // This app signed these bytes; should they not read back, no token is printed from them.
            throw new IllegalStateException("the stored certificate of " + prescriptionId + " does not read back", e);
        }
        TokenText text = TokenText.of(entry, certificate, times, formulary);
        model.addAttribute("entry", entry);
        model.addAttribute("token", text);
        model.addAttribute("size", TokenSize.fitting(text).cssClass());
        return "token";
    }

    @GetMapping("/prescriptions/{prescriptionId}/token/code128.svg")
    ResponseEntity<String> code128(@PathVariable String prescriptionId, Principal principal) {
        return svg(Barcodes.code128(entry(principal, prescriptionId).prescriptionId()));
    }

    @GetMapping("/prescriptions/{prescriptionId}/token/datamatrix.svg")
    ResponseEntity<String> dataMatrix(@PathVariable String prescriptionId, Principal principal) {
        return svg(Barcodes.dataMatrix(entry(principal, prescriptionId).prescriptionId()));
    }

    private static ResponseEntity<String> svg(String image) {
        return ResponseEntity.ok().contentType(SVG).cacheControl(CacheControl.noStore()).body(image);
    }

    private OutboxEntry entry(Principal principal, String prescriptionId) {
        return outbox.find(principal.getName(), prescriptionId).orElseThrow(TokenController::notFound);
    }

    private static ResponseStatusException notFound() {
        return new ResponseStatusException(HttpStatus.NOT_FOUND, "no such prescription");
    }
}
