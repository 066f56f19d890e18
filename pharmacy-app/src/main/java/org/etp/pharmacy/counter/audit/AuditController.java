package org.etp.pharmacy.counter.audit;

import org.etp.pharmacy.access.AccessLog;
import org.etp.pharmacy.prescription.OtherCertificates.AuditCertificate;
import org.etp.pharmacy.prescription.OtherCertificates;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.server.ResponseStatusException;

/**
 * The audit certificates received: the list at {@code /audit} and one record at {@code /audit/{row}}, which shows
 * the patient's NHS number and so leaves an entry in the access audit.
 */
@Controller
class AuditController {

    private final OtherCertificates certificates;
    private final AccessLog access;

    AuditController(OtherCertificates certificates, AccessLog access) {
        this.certificates = certificates;
        this.access = access;
    }

    @GetMapping("/audit")
    String list(Model model) {
        model.addAttribute("records", certificates.auditRecords());
        model.addAttribute("total", certificates.auditRecordCount());
        model.addAttribute("limit", OtherCertificates.AUDIT_LIMIT);
        return "audit";
    }

    @GetMapping("/audit/{row}")
    String detail(@PathVariable long row, Model model) {
        AuditCertificate record = certificates.auditRecord(row).orElseThrow(
                () -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no audit record " + row));
        model.addAttribute("record", record);
        access.viewed("AUDIT_RECORD", record.row().prescriptionId());
        return "audit-record";
    }
}
