package org.etp.pharmacy.counter.detail;

import java.net.URI;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.pharmacy.access.AccessLog;
import org.etp.pharmacy.counter.AgeExemption;
import org.etp.pharmacy.counter.dispensing.SupplyForm;
import org.etp.pharmacy.counter.dispensing.SupplyLine;
import org.etp.pharmacy.identity.PharmacyProperties;
import org.etp.pharmacy.prescription.NotDispensedReason;
import org.etp.pharmacy.prescription.OtherCertificates;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.prescription.StoredCertificate;
import org.etp.pharmacy.web.UiProperties;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;

/**
 * A prescription's detail page (with the patient's current charge exemptions beside it), the page that confirms dispensing all of it, and the download of its
 * certificate, exactly as received. Each page that shows the prescription, and each download, leaves one entry in the
 * access audit before it is answered; a redirect leaves none (the page it leads to does).
 */
@Controller
class PrescriptionController {

    private final PrescriptionDetails details;
    private final Clock clock;
    private final PharmacyProperties pharmacy;
    private final OtherCertificates others;
    private final UiProperties ui;
    private final AccessLog access;

    PrescriptionController(PrescriptionDetails details, Clock clock, PharmacyProperties pharmacy,
            OtherCertificates others, UiProperties ui, AccessLog access) {
        this.details = details;
        this.clock = clock;
        this.pharmacy = pharmacy;
        this.others = others;
        this.ui = ui;
        this.access = access;
    }

    @GetMapping("/prescriptions/{prescriptionId}")
    String detail(@PathVariable String prescriptionId, Model model) {
        Optional<String> canonical = canonical(prescriptionId);
        if (canonical.isPresent()) {
            return "redirect:/prescriptions/" + canonical.get();
        }
        PrescriptionDetail detail = details.find(prescriptionId).orElseThrow(() -> notFound(prescriptionId));
        model.addAttribute("rx", detail);
        model.addAttribute("now", clock.instant());
        model.addAttribute("thisPharmacy", pharmacy.odsCode());
        model.addAttribute("exemptions", others.exemptionsOf(detail.stored().certificate().nhsNumber(),
                clock.instant()));
        model.addAttribute("ageExemption", detail.prescription().flatMap(p -> AgeExemption.on(p.patient().birthDate(),
                LocalDate.ofInstant(clock.instant(), ui.zone()))).orElse(null));
        model.addAttribute("returnReasons", ReturnReason.values());
        model.addAttribute("notDispensedReasons", NotDispensedReason.offeredReasons());
        access.viewed("PRESCRIPTION_PAGE", detail.prescriptionId());
        return "detail";
    }

    /** The step before dispensing everything: what will be supplied, to whom, with a button to confirm. */
    @GetMapping("/prescriptions/{prescriptionId}/dispense")
    String confirmDispense(@PathVariable String prescriptionId, Model model) {
        Optional<String> canonical = canonical(prescriptionId);
        if (canonical.isPresent()) {
            return "redirect:/prescriptions/" + canonical.get() + "/dispense";
        }
        PrescriptionDetail detail = details.find(prescriptionId).orElseThrow(() -> notFound(prescriptionId));
        if (!detail.dispensableAt(clock.instant())) {
            return "redirect:/prescriptions/" + prescriptionId;
        }
        model.addAttribute("rx", detail);
        access.viewed("DISPENSE_CONFIRMATION", detail.prescriptionId());
        return "confirm";
    }

    /** The step before recording a partial dispense: each item's supply and what follows, with a button to confirm. */
    @GetMapping("/prescriptions/{prescriptionId}/partial")
    String confirmPartial(@PathVariable String prescriptionId, @RequestParam Map<String, String> form, Model model) {
        PrescriptionDetail detail = details.find(prescriptionId).orElseThrow(() -> notFound(prescriptionId));
        if (!detail.dispensableAt(clock.instant())) {
            return "redirect:/prescriptions/" + prescriptionId;
        }
        return confirmSupply(detail, form, "partial", model);
    }

    /** The form for supplying what is owed of a partly dispensed prescription, quantities empty. */
    @GetMapping("/prescriptions/{prescriptionId}/owing")
    String owing(@PathVariable String prescriptionId, Model model) {
        PrescriptionDetail detail = details.find(prescriptionId).orElseThrow(() -> notFound(prescriptionId));
        if (!detail.owing()) {
            return "redirect:/prescriptions/" + prescriptionId;
        }
        model.addAttribute("rx", detail);
        model.addAttribute("notDispensedReasons", NotDispensedReason.offeredReasons());
        access.viewed("OWING_FORM", detail.prescriptionId());
        return "owing";
    }

    @GetMapping("/prescriptions/{prescriptionId}/owing/confirm")
    String confirmOwing(@PathVariable String prescriptionId, @RequestParam Map<String, String> form, Model model) {
        PrescriptionDetail detail = details.find(prescriptionId).orElseThrow(() -> notFound(prescriptionId));
        if (!detail.owing()) {
            return "redirect:/prescriptions/" + prescriptionId;
        }
        return confirmSupply(detail, form, "owing", model);
    }

    private String confirmSupply(PrescriptionDetail detail, Map<String, String> form, String action,
            Model model) {
        SupplyForm read = SupplyForm.read(form);
        Optional<List<SupplyLine>> lines = read.invalid().isPresent() ? Optional.empty()
                : SupplyLine.plan(detail.items(), read.supplies());
        if (lines.isEmpty()) {
            return "redirect:/prescriptions/" + detail.prescriptionId() + ("owing".equals(action) ? "/owing" : "");
        }
        model.addAttribute("rx", detail);
        model.addAttribute("lines", lines.get());
        model.addAttribute("action", action);
        access.viewed("owing".equals(action) ? "OWING_CONFIRMATION" : "PARTIAL_CONFIRMATION", detail.prescriptionId());
        return "confirm-supply";
    }

    @GetMapping("/prescriptions/{prescriptionId}/certificate")
    ResponseEntity<byte[]> download(@PathVariable String prescriptionId) {
        Optional<String> canonical = canonical(prescriptionId);
        if (canonical.isPresent()) {
            return ResponseEntity.status(HttpStatus.FOUND)
                    .location(URI.create("/prescriptions/" + canonical.get() + "/certificate")).build();
        }
        StoredCertificate stored = details.certificate(prescriptionId)
                .orElseThrow(() -> notFound(prescriptionId));
        access.downloaded("CERTIFICATE", prescriptionId);
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(stored.format().mediaType()))
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
                        .filename(prescriptionId + "." + stored.format().id()).build().toString())
                .body(stored.raw());
    }

    /**
     * The ID in its one written form, when it was typed otherwise (lower case, spaces, no hyphens): the page
     * redirects there, so that the address names the prescription the way the rest of the counter does.
     */
    private static Optional<String> canonical(String typed) {
        return PrescriptionIds.normalise(typed).filter(id -> !id.equals(typed));
    }

    private static ResponseStatusException notFound(String prescriptionId) {
        return new ResponseStatusException(HttpStatus.NOT_FOUND, "no prescription " + prescriptionId);
    }
}
