package org.etp.ac.prescription;

import java.util.regex.Pattern;

/** One prescribed item: dm+d (SNOMED CT) code, name, quantity and dosage instructions. */
public record Item(String dmdCode, String name, Quantity quantity, String dosage) {

    private static final Pattern SCTID = Pattern.compile("[1-9][0-9]{5,17}");

    public Item {
        Check.matches(dmdCode, SCTID, "dm+d code", "a SNOMED CT identifier of 6 to 18 digits");
        if (!Verhoeff.isValid(dmdCode)) {
            throw new IllegalArgumentException("dm+d code " + dmdCode + " fails its Verhoeff check");
        }
        name = Check.text(name, "item name", 200);
        Check.present(quantity, "item quantity");
        dosage = Check.text(dosage, "dosage instructions", 500);
    }
}
