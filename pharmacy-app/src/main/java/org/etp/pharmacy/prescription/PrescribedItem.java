package org.etp.pharmacy.prescription;

import java.math.BigDecimal;
import org.etp.ac.prescription.Units;

/**
 * An item as prescribed, with what has been supplied of it so far (null until it is first dispensed) and the
 * reason given with its latest supply, if any. What is still owed follows: the rest, when that latest reason
 * is an owing.
 */
public record PrescribedItem(int number, String dmdCode, String name, BigDecimal quantity, String unit, String dosage,
        BigDecimal supplied, String notDispensedReason) {

    public boolean dispensed() {
        return supplied != null;
    }

    public String notDispensedLabel() {
        return notDispensedReason == null ? null : NotDispensedReason.valueOf(notDispensedReason).label();
    }

    /** The item as prescribed, before any supply: what a first dispense checks against. */
    public PrescribedItem asPrescribed() {
        return new PrescribedItem(number, dmdCode, name, quantity, unit, dosage, null, null);
    }

    /** What is still to supply later: the rest of an item whose latest supply was an owing, else zero. */
    public BigDecimal owed() {
        if (!dispensed() || !NotDispensedReason.OWING.name().equals(notDispensedReason)) {
            return BigDecimal.ZERO;
        }
        return quantity.subtract(supplied).max(BigDecimal.ZERO);
    }

    /** What a supply now may give: all of it before the first supply, afterwards what is owed. */
    public BigDecimal due() {
        return dispensed() ? owed() : quantity;
    }

    /** Whether its unit is supplied in whole numbers (tablets, capsules, doses). */
    public boolean countable() {
        return Units.countable(unit);
    }

    /** The quantity prescribed in words: {@code 28 tablets}. */
    public String prescribedText() {
        return Units.of(quantity, unit);
    }

    /** The unit as said of several: {@code tablets}, {@code ml}. */
    public String units() {
        return countable() ? Units.plural(unit) : unit;
    }

    /** {@code amount} of this item's unit in words. */
    public String amount(BigDecimal amount) {
        return Units.of(amount, unit);
    }
}
