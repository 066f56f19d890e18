package org.etp.ac.receipt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.StatusChange;

/**
 * What a receipt's texts mean beyond its status, agreed between the pharmacy that writes them and the
 * prescriber that reads them. The receipt's form is fixed, so these facts travel in the status change's reason
 * (at most 200 characters, in words a GP reads as they are):
 *
 * <ul>
 * <li>a partly dispensed prescription with something still to supply starts {@value #OWING}, e.g.
 *     {@code owing: item 1 100 of 200 doses}: the pharmacy will supply it later and send a newer receipt;
 *     one with nothing owed starts {@value #NOT_ALL}; either then names, after {@value #ITEMS}, each item supplied
 *     in part and why ({@code item 2 not supplied: Not required as instructed by the patient},
 *     {@code item 3 14 of 28 capsules supplied: Clinically unsuitable}), read back by
 *     {@link #itemNotes(PrescriptionStatus, String)};</li>
 * <li>a return starts {@value #RETURNED} and names the reason in words, then any note of the pharmacist's after
 *     {@value #NOTE}; a return that refers the prescription to its prescriber says {@value #REFERRED}.</li>
 * </ul>
 */
public final class ReceiptTexts {

    public static final String OWING = "owing: ";
    public static final String RETURNED = "returned: ";
    public static final String NOTE = " Note: ";
    public static final String REFERRED = "referred to the prescriber";
    public static final String NOT_ALL = "not all supplied: ";
    public static final String ITEMS = "; ";

    /** An owed item ({@code item 1 100 of 200 doses}) or one closed short with a reason ({@code …: reason}). */
    private static final Pattern OWED = Pattern.compile("item ([1-9]) \\d+(?:\\.\\d+)? of \\d+(?:\\.\\d+)? [^:]+");
    private static final Pattern CLOSED = Pattern.compile("item ([1-9]) (?:not supplied|[^:]+ supplied): (.+)");

    private ReceiptTexts() {
    }

    /** Whether the pharmacy still owes something of the prescription this outcome is about. */
    public static boolean owing(PrescriptionStatus status, String reason) {
        return status == PrescriptionStatus.PARTIALLY_DISPENSED && reason != null && reason.startsWith(OWING);
    }

    /** Whether the outcome refers the prescription back to its prescriber, who must acknowledge it. */
    public static boolean referred(PrescriptionStatus status, String reason) {
        return status == PrescriptionStatus.RETURNED && reason != null && reason.contains(REFERRED);
    }

    /**
     * What one item of a partly dispensed prescription is, as its receipt's reason says: still owed (supplied later)
     * or closed short, with the reason the rest was not supplied.
     *
     * @param item        the item's number, 1 to 4
     * @param notSupplied why the rest was not supplied, in the pharmacy's words; null for an owed item
     */
    public record ItemNote(int item, String notSupplied) {

        /** Whether the pharmacy still owes the rest of the item. */
        public boolean owed() {
            return notSupplied == null;
        }
    }

    /**
     * What a partly dispensed outcome's reason says of each item, and what it says that is not an item's (a
     * text cut short at the receipt's length, a pharmacy's other words), so that every word reaches the reader.
     */
    public record ItemNotes(Map<Integer, ItemNote> items, List<String> unread) {

        public ItemNotes {
            items = Map.copyOf(items);
            unread = List.copyOf(unread);
        }
    }

    /** The items a partly dispensed outcome's reason names; for any other outcome, none and the reason unread. */
    public static ItemNotes itemNotes(PrescriptionStatus status, String reason) {
        Map<Integer, ItemNote> items = new LinkedHashMap<>();
        List<String> unread = new ArrayList<>();
        if (reason == null || reason.isBlank()) {
            return new ItemNotes(items, unread);
        }
        String rest = reason.startsWith(OWING) ? reason.substring(OWING.length())
                : reason.startsWith(NOT_ALL) ? reason.substring(NOT_ALL.length()) : null;
        if (status != PrescriptionStatus.PARTIALLY_DISPENSED || rest == null) {
            unread.add(reason);
            return new ItemNotes(items, unread);
        }
        for (String part : rest.split(ITEMS)) {
            Matcher owed = OWED.matcher(part);
            Matcher closed = CLOSED.matcher(part);
            if (part.endsWith("…")) {
                unread.add(part);
            } else if (closed.matches()) {
                int item = Integer.parseInt(closed.group(1));
                items.putIfAbsent(item, new ItemNote(item, closed.group(2)));
            } else if (owed.matches()) {
                int item = Integer.parseInt(owed.group(1));
                items.putIfAbsent(item, new ItemNote(item, null));
            } else {
                unread.add(part);
            }
        }
        return new ItemNotes(items, unread);
    }

    /** {@link #owing(PrescriptionStatus, String)} of a status change. */
    public static boolean owing(StatusChange change) {
        return owing(change.status(), change.reason());
    }
}
