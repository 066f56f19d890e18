package org.etp.prescriber.prescribing;

import org.etp.prescriber.formulary.Formulary;
import org.springframework.stereotype.Component;

/**
 * Which units are counted whole (tablet, capsule, dose…) and which are measured (ml, g). A countable quantity
 * is digits only; a measured one may have up to three decimals. The page asks {@code @units.countable(code)}
 * for the keyboard it offers (numeric or decimal).
 */
@Component("units")
public class Units {

    private final Formulary formulary;

    Units(Formulary formulary) {
        this.formulary = formulary;
    }

    /** The model's rule ({@link org.etp.ac.prescription.Units}), which the counter keeps too. */
    static boolean countable(String unit) {
        return org.etp.ac.prescription.Units.countable(unit);
    }

    /** Whether the product's quantity is counted whole; true for no product (the stricter keyboard). */
    public boolean countable(String dmdCode, boolean unknown) {
        return formulary.resolve(dmdCode).map(product -> countable(product.unit())).orElse(unknown);
    }
}
