package org.etp.prescriber.history;

import java.security.Principal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.etp.prescriber.outbox.HistoryFilter;
import org.etp.prescriber.outbox.HistorySearch;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.receipts.ReceiptRepository;
import org.etp.prescriber.receipts.StoredReceipt;
import org.etp.prescriber.web.Times;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.server.ResponseStatusException;

/**
 * The prescriber's own prescriptions: a page at a time with the total, searched by patient (NHS number or
 * name), prescription ID and day, each with its pharmacy's verified receipt once there is one; and the statuses
 * of those still being sent or awaiting a receipt, which the page updates in place ({@code /js/history.js}).
 */
@Controller
class HistoryController {

    static final int PAGE_SIZE = 50;

    private final HistorySearch search;
    private final Times times;
    private final StatusLabels labels;
    private final ReceiptRepository receipts;
    private final ReceiptWords words;

    HistoryController(HistorySearch search, Times times, StatusLabels labels, ReceiptRepository receipts,
            ReceiptWords words) {
        this.search = search;
        this.times = times;
        this.labels = labels;
        this.receipts = receipts;
        this.words = words;
    }

    @GetMapping("/prescriptions")
    String history(@RequestParam(defaultValue = "1") int page, @RequestParam(defaultValue = "") String q,
            @RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate date,
            Principal principal, Model model) {
        if (page < 1 || q.length() > HistoryQuery.MAX_LENGTH) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "page counts from 1; a search is short");
        }
        HistoryFilter filter = HistoryQuery.filter(q, date, times.zone());
        long total = search.count(principal.getName(), filter);
        long pages = Math.max(1, (total + PAGE_SIZE - 1) / PAGE_SIZE);
        List<OutboxEntry> entries = search.page(principal.getName(), filter, (long) (page - 1) * PAGE_SIZE, PAGE_SIZE);
        model.addAttribute("entries", entries);
        Map<String, StoredReceipt> found = receipts.receipts(principal.getName(),
                entries.stream().map(OutboxEntry::prescriptionId).toList());
        model.addAttribute("receipts", found);
        model.addAttribute("live", HistoryRows.live(entries, found));
        model.addAttribute("total", total);
        model.addAttribute("page", page);
        model.addAttribute("pages", pages);
        model.addAttribute("first", total == 0 ? 0 : (long) (page - 1) * PAGE_SIZE + 1);
        model.addAttribute("last", (long) (page - 1) * PAGE_SIZE + entries.size());
        model.addAttribute("q", q);
        model.addAttribute("date", date);
        model.addAttribute("searching", !q.isBlank() || date != null);
        return "history";
    }

    /**
     * Where the given prescriptions stand now: status, its words, whether it is still being sent, and the receipt
     * in words once there is one ({@code awaiting} while the pharmacy has it and has sent none).
     */
    @GetMapping(path = "/prescriptions/statuses", produces = "application/json")
    @ResponseBody
    Map<String, Map<String, Object>> statuses(@RequestParam(name = "id", defaultValue = "") List<String> ids,
            Principal principal) {
        Map<String, Map<String, Object>> answer = new LinkedHashMap<>();
        List<String> asked = ids.stream().limit(PAGE_SIZE).toList();
        Map<String, StoredReceipt> found = receipts.receipts(principal.getName(), asked);
        for (OutboxEntry entry : search.current(principal.getName(), asked)) {
            Map<String, Object> status = new LinkedHashMap<>();
            status.put("status", entry.status().name());
            status.put("label", labels.label(entry.status()));
            status.put("pending", entry.status().pending());
            status.put("detail", labels.detail(entry));
            status.put("roundTrip", entry.roundTripMicros() == null ? "–" : entry.roundTripMicros().toString());
            status.put("timings", entry.pharmacyTimings() == null ? "–" : entry.pharmacyTimings().decodeMicros() + " / "
                    + entry.pharmacyTimings().verifyMicros() + " / " + entry.pharmacyTimings().parseMicros() + " / "
                    + entry.pharmacyTimings().storeMicros() + " / " + entry.pharmacyTimings().totalMicros());
            StoredReceipt receipt = found.get(entry.prescriptionId());
            status.put("awaiting", HistoryRows.awaitingReceipt(entry, receipt));
            if (receipt != null) {
                status.put("receipt", Map.of("status", receipt.outcome().status().name(),
                        "label", words.label(receipt.outcome().status()), "headline", words.headline(receipt),
                        "details", words.details(receipt), "verified", ReceiptWords.VERIFIED));
            }
            answer.put(entry.prescriptionId(), status);
        }
        return answer;
    }
}
