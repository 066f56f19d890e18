package org.etp.prescriber.history;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.etp.ac.prescription.PrescriptionStatus;
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

    /**
     * Whether the pharmacy, which has the prescription, may still send a receipt that changes the row: none yet,
     * one still open (an owing, an expiry), or a return, which the prescriber may cancel afterwards (from its page,
     * another window or the command line) and the pharmacy then confirms with a cancellation's receipt.
     */
    static boolean awaitingReceipt(OutboxEntry entry, StoredReceipt receipt) {
        return awaitingReceipt(entry) && (receipt == null || receipt.outcome().stillOpen()
                || receipt.outcome().status() == PrescriptionStatus.RETURNED);
    }

    /** Whether the row's status may still change on this page: still sent, or awaiting a receipt. */
    static boolean live(OutboxEntry entry, Map<String, StoredReceipt> receipts) {
        return entry.status().pending() || awaitingReceipt(entry, receipts.get(entry.prescriptionId()));
    }

    /** The prescription IDs of the live rows among {@code entries}. */
    static Set<String> live(List<OutboxEntry> entries, Map<String, StoredReceipt> receipts) {
        return entries.stream().filter(entry -> live(entry, receipts)).map(OutboxEntry::prescriptionId)
                .collect(Collectors.toSet());
    }
}
