package org.etp.prescriber.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Units;
import org.etp.ac.receipt.ReceiptTexts;
import org.etp.ac.receipt.ReceiptTexts.ItemNote;
import org.etp.ac.receipt.ReceiptTexts.ItemNotes;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.receipts.ReceiptOutcome;
import org.etp.prescriber.receipts.StoredReceipt;
import org.etp.prescriber.receipts.SuppliedItem;
import org.etp.prescriber.web.Times;
import org.springframework.stereotype.Component;

/**
 * A verified receipt in plain words for the history and the prescription's page ({@code @receiptWords.…}):
 * "Partially dispensed by Riverside Pharmacy on 14 Mar 2026, 09:05:12 GMT", per item "Amoxicillin 500mg
 * capsules: 14 of 28 capsules supplied", a return's reason ("Returned: patient requested"), times in the practice's
 * zone.
 */
@Component("receiptWords")
public class ReceiptWords {

    /** Said beside every receipt shown: only a receipt that verified is ever stored. */
    public static final String VERIFIED = "receipt verified";

    private final Times times;
    private final Formulary formulary;

    ReceiptWords(Times times, Formulary formulary) {
        this.times = times;
        this.formulary = formulary;
    }

    /** {@value #VERIFIED}, for the pages. */
    public String verified() {
        return VERIFIED;
    }

    /** The outcome alone, as a short label: {@code Partially dispensed}. */
    public String label(PrescriptionStatus status) {
        return switch (status) {
            case RECEIVED -> "Received";
            case DISPENSED -> "Dispensed";
            case PARTIALLY_DISPENSED -> "Partially dispensed";
            case RETURNED -> "Returned";
            case CANCELLED -> "Cancelled";
            case EXPIRED -> "Expired";
        };
    }

    /** What happened, where and when: {@code Dispensed by Riverside Pharmacy on 14 Mar 2026, 09:05:12 GMT}. */
    public String headline(StoredReceipt receipt) {
        ReceiptOutcome outcome = receipt.outcome();
        String where = outcome.pharmacyName() + " on " + times.format(outcome.issuedAt());
        return switch (outcome.status()) {
            case RECEIVED -> "Received by " + where;
            case DISPENSED -> "Dispensed by " + where;
            case PARTIALLY_DISPENSED -> "Partially dispensed by " + where
                    + (outcome.stillOpen() ? "; the rest is owed" : "");
            case RETURNED -> "Returned by " + where;
            case CANCELLED -> "Cancelled: confirmed by " + where;
            case EXPIRED -> "Expired at " + where + " without being dispensed";
        };
    }

    /**
     * The lines under the headline: each item supplied ({@code 14 of 28 tablets supplied}) for a dispense, with
     * what became of the rest on the item's own line for a partial one ({@code …; 14 tablets owed, to be supplied
     * by the pharmacy}, {@code …; the rest not supplied: clinically unsuitable}), the reason for a return
     * ({@code Returned: patient did not collect}), nothing else.
     */
    public List<String> details(StoredReceipt receipt) {
        ReceiptOutcome outcome = receipt.outcome();
        return switch (outcome.status()) {
            case DISPENSED -> outcome.items().stream().map(this::supplied).toList();
            case PARTIALLY_DISPENSED -> {
                ItemNotes notes = ReceiptTexts.itemNotes(outcome.status(), outcome.reason());
                List<String> lines = new ArrayList<>();
                for (SuppliedItem item : outcome.items()) {
                    ItemNote note = notes.items().get(item.number());
                    lines.add(note == null || item.complete() ? supplied(item) : supplied(item) + "; " + rest(item, note));
                }
                notes.unread().forEach(words -> lines.add(partly(words)));
                yield lines;
            }
            case RETURNED -> List.of(returnSentence(outcome.reason()));
            // A cancellation's reason is the prescriber's own, shown beside the cancellation.
            case RECEIVED, CANCELLED, EXPIRED -> List.of();
        };
    }

    /** A return's reason as a GP reads it: {@code Returned: Clinical concern, referred to the prescriber. Note: …}. */
    public String returnSentence(String reason) {
        return "Returned: " + returnReason(reason);
    }

    /**
     * What a partial dispense's receipt says that is no item's own line (words cut short at the receipt's length,
     * a pharmacy's other wording), as it says it, from a capital; what is still owed is said so
     * ({@code Still owed, to be supplied by the pharmacy: item 1 14 of 21 capsules}).
     */
    static String partly(String reason) {
        if (reason.startsWith(ReceiptTexts.OWING)) {
            return "Still owed, to be supplied by the pharmacy: " + reason.substring(ReceiptTexts.OWING.length());
        }
        String said = reason.strip();
        return Character.toUpperCase(said.charAt(0)) + said.substring(1);
    }

    /** Headline, details and the verification note in one sentence each, for the history's in-place updates. */
    public String sentence(StoredReceipt receipt) {
        StringBuilder text = new StringBuilder(headline(receipt)).append('.');
        for (String line : details(receipt)) {
            text.append(' ').append(line).append('.');
        }
        return text.append(" (").append(VERIFIED).append(')').toString();
    }

    /**
     * The pharmacy's return reason, readable: its receipts say {@code returned: PATIENT_REQUESTED}, which reads
     * {@code patient requested}; other wording is shown as it is.
     */
    static String returnReason(String reason) {
        if (reason == null || reason.isBlank()) {
            return "no reason given";
        }
        String said = reason.strip().replaceFirst("(?i)^returned:\\s*", "");
        return said.matches("[A-Z][A-Z_]*") ? said.replace('_', ' ').toLowerCase(Locale.UK) : said;
    }

    /** What became of the part of {@code item} not supplied: owed, or not supplied and why. */
    private static String rest(SuppliedItem item, ItemNote note) {
        if (note.owed()) {
            return Units.of(item.prescribed().value().subtract(item.supplied()), item.prescribed().unit())
                    + " owed, to be supplied by the pharmacy";
        }
        String why = note.notSupplied().strip();
        boolean word = why.length() > 1 && Character.isLowerCase(why.charAt(1));
        return (item.supplied().signum() == 0 ? "not supplied: " : "the rest not supplied: ")
                + (word ? Character.toLowerCase(why.charAt(0)) + why.substring(1) : why);
    }

    private String supplied(SuppliedItem item) {
        return item.name() + ": " + item.supplied().toPlainString() + " of " + formulary.quantity(item.prescribed())
                + " supplied";
    }
}
