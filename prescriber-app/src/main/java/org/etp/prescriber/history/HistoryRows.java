package org.etp.prescriber.history;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.receipts.StoredReceipt;

/** What a history row still waits for, so the page knows which rows to keep updating. */
final class HistoryRows {

    private HistoryRows() {
    }

    /** Whether the pharmacy has the prescription and the app still waits for its receipt. */
    static boolean awaitingReceipt(OutboxEntry entry) {
        return switch (entry.status()) {
            case ACCEPTED, DUPLICATE -> true;
            case SENDING, RETRYING, REJECTED -> false;
        };
    }

    /** Whether the row's status may still change on this page: still sent, or awaiting its receipt. */
    static boolean live(OutboxEntry entry, Map<String, StoredReceipt> receipts) {
        StoredReceipt receipt = receipts.get(entry.prescriptionId());
        return entry.status().pending() || awaitingReceipt(entry) && (receipt == null || receipt.outcome().stillOpen());
    }

    /** The prescription IDs of the live rows among {@code entries}. */
    static Set<String> live(List<OutboxEntry> entries, Map<String, StoredReceipt> receipts) {
        return entries.stream().filter(entry -> live(entry, receipts)).map(OutboxEntry::prescriptionId)
                .collect(Collectors.toSet());
    }
}
