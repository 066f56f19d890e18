package org.etp.pharmacy.access;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.etp.ac.audit.AccessEntry;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.pharmacy.prescription.PrescriptionFilter;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.prescription.StoredPrescription;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The privacy officer's page ({@code /access}): who accessed a prescription, by its ID, or a patient's
 * prescriptions, by NHS number (those still stored). Each lookup is itself an entry of the access audit, recording
 * the kind of term and the rows shown, never the term.
 */
@Controller
class AccessController {

    /** The most prescriptions of one patient a report looks at. */
    static final int PATIENT_PRESCRIPTIONS = 200;

    private static final Pattern NHS_NUMBER = Pattern.compile("[0-9]{10}");

    private final AccessReport report;
    private final Prescriptions prescriptions;
    private final AccessLog access;

    AccessController(AccessReport report, Prescriptions prescriptions, AccessLog access) {
        this.report = report;
        this.prescriptions = prescriptions;
        this.access = access;
    }

    @GetMapping("/access")
    String report(@RequestParam(defaultValue = "") String q, Model model) {
        String term = q.strip();
        model.addAttribute("q", term);
        model.addAttribute("limit", AccessReport.LIMIT);
        if (term.isEmpty()) {
            return "access";
        }
        Optional<String> prescriptionId = PrescriptionIds.canonical(term);
        String digits = term.replaceAll("[\\s-]", "");
        boolean nhsNumber = prescriptionId.isEmpty() && NHS_NUMBER.matcher(digits).matches();
        List<String> ids = prescriptionId.map(List::of).orElseGet(() -> nhsNumber ? prescriptions.newestFirst(
                new PrescriptionFilter(Optional.empty(), Optional.empty(), Optional.of(digits)),
                PATIENT_PRESCRIPTIONS, 0).stream().map(StoredPrescription::prescriptionId).toList() : List.of());
        List<AccessEntry> entries = report.of(ids);
        access.listed("ACCESS_REPORT", Optional.of(prescriptionId.isPresent() ? "PRESCRIPTION_ID"
                : nhsNumber ? "NHS_NUMBER" : "UNRECOGNISED"), entries.size());
        model.addAttribute("recognised", prescriptionId.isPresent() || nhsNumber);
        model.addAttribute("prescriptions", ids);
        model.addAttribute("entries", entries);
        return "access";
    }
}
