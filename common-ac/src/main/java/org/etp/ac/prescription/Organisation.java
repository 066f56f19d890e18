package org.etp.ac.prescription;

import java.util.regex.Pattern;

/** An NHS organisation (practice or pharmacy) named by its ODS code. */
public record Organisation(String odsCode, String name) {

    private static final Pattern ODS = Pattern.compile("[A-Z0-9]{3,6}");

    public Organisation {
        Check.matches(odsCode, ODS, "ODS code", "3 to 6 upper-case letters or digits");
        name = Check.text(name, "organisation name", 100);
    }
}
