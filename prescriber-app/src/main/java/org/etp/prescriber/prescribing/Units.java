package org.etp.prescriber.prescribing;

import java.util.Set;
import org.etp.prescriber.formulary.Formulary;
import org.springframework.stereotype.Component;

/**
 * Which units are counted whole (tablet, capsule, dose…) and which are measured (ml, g). A countable quantity
 * is digits only; a measured one may have up to three decimals. The page asks {@code @units.countable(code)}
 * for the keyboard it offers (numeric or decimal).
 */
@Component("units")
public class Units {

    private static final Set<String> COUNTABLE = Set.of("tablet", "capsule", "dose", "patch", "sachet", "ampoule",
            "pessary", "suppository", "vial", "inhaler");

    private final Formulary formulary;

    Units(Formulary formulary) {
        this.formulary = formulary;
    }

    static boolean countable(String unit) {
        return COUNTABLE.contains(unit);
    }

    /** Whether the product's quantity is counted whole; true for no product (the stricter keyboard). */
    public boolean countable(String dmdCode, boolean unknown) {
        return formulary.find(dmdCode).map(product -> countable(product.unit())).orElse(unknown);
    }
}
