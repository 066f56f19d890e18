package org.etp.ac.prescription;


/** One prescribed item: dm+d (SNOMED CT) code, name, quantity and dosage instructions. */
public record Item(String dmdCode, String name, Quantity quantity, String dosage) {

    /** The longest dosage instruction, in characters (after surrounding white space is stripped). */
    public static final int MAX_DOSAGE_LENGTH = 500;

    public Item {
        Check.shaped(dmdCode, Item::isSctid, "dm+d code", "a SNOMED CT identifier of 6 to 18 digits");
        if (!Verhoeff.isValid(dmdCode)) {
            throw new IllegalArgumentException("dm+d code " + dmdCode + " fails its Verhoeff check");
        }
        name = Check.text(name, "item name", 200);
        Check.present(quantity, "item quantity");
        dosage = Check.text(dosage, "dosage instructions", MAX_DOSAGE_LENGTH);
    }

    /** {@code [1-9][0-9]{5,17}}. */
    static boolean isSctid(String code) {
        return code.length() >= 6 && code.length() <= 18 && Check.CharClass.NONZERO_DIGIT.has(code.charAt(0))
                && Check.all(code, 1, code.length(), Check.CharClass.DIGIT);
    }
}
