package org.etp.prescriber.formulary;

import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Quantity;

/**
 * One formulary product: its dm+d identifier (a VMP, the generic product prescribed by default, or an AMP
 * when a brand matters), name, the unit its quantity counts, and the usual quantity and dosage offered
 * when it is picked. Validated as an {@link Item} would be, so a bad code (Verhoeff check) or text
 * stops the formulary from loading.
 */
public record Product(String dmdCode, Kind kind, String name, String unit, String usualQuantity,
        String usualDosage) {

    /** dm+d product classes: virtual (generic) and actual (branded, from a supplier). */
    public enum Kind { VMP, AMP }

    public Product {
        if (kind == null) {
            throw new IllegalArgumentException("product " + dmdCode + " needs a kind (VMP or AMP)");
        }
        // The parameters, not item(): a compact constructor assigns the fields only when it returns.
        new Item(dmdCode, name, Quantity.of(usualQuantity, unit), usualDosage);
    }

    /** The prescription item for this product. */
    public Item item(Quantity quantity, String dosage) {
        return new Item(dmdCode, name, quantity, dosage);
    }
}
