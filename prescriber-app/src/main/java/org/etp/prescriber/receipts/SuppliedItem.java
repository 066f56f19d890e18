package org.etp.prescriber.receipts;

import java.math.BigDecimal;
import org.etp.ac.prescription.Quantity;

/**
 * One prescribed item as a receipt accounts for it: its position (1 to 4), name, the quantity prescribed and
 * how much of it the pharmacy supplied (0 up to the prescribed amount, in the same unit).
 */
public record SuppliedItem(int number, String name, Quantity prescribed, BigDecimal supplied) {

    public SuppliedItem {
        if (number < 1 || number > 4) {
            throw new IllegalArgumentException("an item is numbered 1 to 4");
        }
        if (name == null || name.isBlank() || prescribed == null || supplied == null) {
            throw new IllegalArgumentException("a supplied item needs a name, a prescribed and a supplied quantity");
        }
        if (supplied.signum() < 0 || supplied.compareTo(prescribed.value()) > 0) {
            throw new IllegalArgumentException("item " + number + ": supplied must be 0 to the prescribed "
                    + prescribed);
        }
        supplied = supplied.stripTrailingZeros();
        if (supplied.scale() < 0) {
            supplied = supplied.setScale(0);
        }
    }

    /** Whether all of the prescribed quantity was supplied. */
    public boolean complete() {
        return supplied.compareTo(prescribed.value()) == 0;
    }
}
