package org.etp.pharmacy.counter.queue;

import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.pharmacy.access.AccessLog;
import org.etp.pharmacy.prescription.NewArrivals;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.server.ResponseStatusException;

/**
 * The queue page and, for the page's script, how many prescriptions arrived since it was drawn. The page
 * announces them with a link to show them rather than inserting rows: its rows stay where the pharmacist's
 * eye and pointer are, and page 1 stays one page long. Each queue page drawn leaves one entry in the access audit:
 * how many rows it showed and, for a search, only what kind of term was searched for.
 */
@Controller
class QueueController {

    private final QueueRows queue;
    private final AccessLog access;

    QueueController(QueueRows queue, AccessLog access) {
        this.queue = queue;
        this.access = access;
    }

    @GetMapping("/queue")
    String queue(@RequestParam Optional<PrescriptionStatus> status, @RequestParam(defaultValue = "") String q,
            @RequestParam(defaultValue = "0") int page, Model model) {
        if (page < 0) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a page is 0 or more");
        }
        QueueQuery query = new QueueQuery(status, q, page);
        long latest = queue.latestId();
        List<QueueRow> rows = query.unrecognisedSearch() ? List.of() : queue.page(query);
        if (query.prescriptionId().isPresent() && rows.size() == 1) {
            // A scanned or typed prescription ID goes straight to the prescription.
            return "redirect:/prescriptions/" + rows.get(0).prescriptionId();
        }
        model.addAttribute("query", query);
        model.addAttribute("searchNotice", query.searchNotice(rows.isEmpty()).orElse(null));
        List<QueueRow> shown = rows.size() > QueueQuery.PAGE_SIZE ? rows.subList(0, QueueQuery.PAGE_SIZE) : rows;
        model.addAttribute("rows", shown);
        model.addAttribute("hasNext", rows.size() > QueueQuery.PAGE_SIZE);
        long total = query.unrecognisedSearch() ? 0 : queue.total(query);
        model.addAttribute("total", total);
        model.addAttribute("pages", Math.max(1, (total + QueueQuery.PAGE_SIZE - 1) / QueueQuery.PAGE_SIZE));
        model.addAttribute("statuses", PrescriptionStatus.values());
        // Only the unfiltered first page (or the RECEIVED one) announces new arrivals.
        model.addAttribute("live", query.page() == 0 && !query.searching()
                && query.status().map(s -> s == PrescriptionStatus.RECEIVED).orElse(true));
        model.addAttribute("latestId", latest);
        access.listed("QUEUE", query.searchKind(), shown.size());
        return "queue";
    }

    @GetMapping("/queue/arrivals")
    @ResponseBody
    NewArrivals arrivals(@RequestParam long after) {
        return queue.arrivals(after);
    }
}
