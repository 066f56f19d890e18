package org.etp.prescriber.formulary;

import java.math.BigDecimal;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Quantity;

/**
 * One product a prescriber may pick: its dm+d identifier (a VMP, the generic product prescribed by default, or an
 * AMP when a brand matters), name, the unit its quantity counts, and what the site sets for it: the usual
 * quantity and dosage offered when it is picked, and the largest plausible quantity. The site's values are
 * optional (most dictionary products have none). Validated as an {@link Item} would be, so a bad code (Verhoeff
 * check) or text is refused.
 */
public record Product(String dmdCode, Kind kind, String name, String unit, String usualQuantity,
        String usualDosage, BigDecimal maxQuantity) {

    /** dm+d product classes: virtual (generic) and actual (branded, from a supplier). */
    public enum Kind { VMP, AMP }

    public Product {
        if (kind == null) {
            throw new IllegalArgumentException("product " + dmdCode + " needs a kind (VMP or AMP)");
        }
        if (maxQuantity != null && maxQuantity.signum() <= 0) {
            throw new IllegalArgumentException("product " + dmdCode + ": the maximum quantity must be positive");
        }
        // The parameters, not item(): a compact constructor assigns the fields only when it returns. Without
        // usual values, the code, name and unit are still checked as an item of one unit would be.
        new Item(dmdCode, name, Quantity.of(usualQuantity == null ? "1" : usualQuantity, unit),
                usualDosage == null ? "as directed" : usualDosage);
    }

    /** A product with the site's usual quantity and dosage and no maximum. */
    public Product(String dmdCode, Kind kind, String name, String unit, String usualQuantity, String usualDosage) {
        this(dmdCode, kind, name, unit, usualQuantity, usualDosage, null);
    }

    /** The prescription item for this product. */
    public Item item(Quantity quantity, String dosage) {
        return new Item(dmdCode, name, quantity, dosage);
    }
}
