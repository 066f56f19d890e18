package org.etp.ac.prescription;


/** An NHS organisation (practice or pharmacy) named by its ODS code. */
public record Organisation(String odsCode, String name) {


    public Organisation {
        Check.shaped(odsCode, Organisation::isOdsCode, "ODS code", "3 to 6 upper-case letters or digits");
        name = Check.text(name, "organisation name", 100);
    }

    /** {@code [A-Z0-9]{3,6}}. */
    static boolean isOdsCode(String code) {
        return code.length() >= 3 && code.length() <= 6
                && Check.all(code, 0, code.length(), Check.CharClass.UPPER_OR_DIGIT);
    }
}
