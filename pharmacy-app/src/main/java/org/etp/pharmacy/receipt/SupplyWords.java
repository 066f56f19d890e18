package org.etp.pharmacy.receipt;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.prescription.Units;
import org.etp.ac.receipt.ReceiptTexts;
import org.etp.pharmacy.prescription.NotDispensedReason;

/**
 * The supplies of a prescription in the words a receipt carries to the prescriber (reasons in words, never
 * codes): a supply's note, and a partly dispensed prescription's reason, which starts {@value ReceiptTexts#OWING}
 * while anything is owed.
 */
final class SupplyWords {

    /** One item: what was prescribed, what was supplied over all its supplies, and the latest supply's reason. */
    record ItemState(int number, BigDecimal prescribed, String unit, BigDecimal supplied, String reason) {

        BigDecimal owed() {
            return NotDispensedReason.OWING.name().equals(reason) ? prescribed.subtract(supplied) : BigDecimal.ZERO;
        }
    }

    private SupplyWords() {
    }

    /** A supply's note, {@code soFar} being what the item's supplies come to with this one. */
    static String note(String reason, BigDecimal soFar, BigDecimal prescribed, String unit) {
        if (reason == null) {
            return soFar.compareTo(prescribed) >= 0 ? "supplied; item complete" : "supplied";
        }
        if (NotDispensedReason.OWING.name().equals(reason)) {
            return "owing " + Units.of(prescribed.subtract(soFar), unit) + " (" + number(soFar) + " of "
                    + Units.of(prescribed, unit) + " supplied so far)";
        }
        return "less than prescribed: " + NotDispensedReason.valueOf(reason).label();
    }

    /** The reason of a partly dispensed prescription's receipt. */
    static String partly(List<ItemState> items) {
        List<String> owed = new ArrayList<>();
        List<String> closed = new ArrayList<>();
        for (ItemState item : items) {
            if (item.owed().signum() > 0) {
                owed.add("item " + item.number() + " " + number(item.owed()) + " of " + Units.of(item.prescribed(),
                        item.unit()));
            } else if (item.supplied().compareTo(item.prescribed()) < 0 && item.reason() != null) {
                closed.add("item " + item.number() + (item.supplied().signum() == 0 ? " not supplied: "
                        : " " + number(item.supplied()) + " of " + Units.of(item.prescribed(), item.unit())
                                + " supplied: ") + NotDispensedReason.valueOf(item.reason()).label());
            }
        }
        String closedWords = String.join(ReceiptTexts.ITEMS, closed);
        if (!owed.isEmpty()) {
            return ReceiptTexts.OWING + String.join(ReceiptTexts.ITEMS, owed)
                    + (closed.isEmpty() ? "" : ReceiptTexts.ITEMS + closedWords);
        }
        return closed.isEmpty() ? "some items supplied in part" : ReceiptTexts.NOT_ALL + closedWords;
    }

    private static String number(BigDecimal amount) {
        return amount.stripTrailingZeros().toPlainString();
    }
}
