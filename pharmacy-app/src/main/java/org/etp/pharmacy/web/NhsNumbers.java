package org.etp.pharmacy.web;

import org.etp.ac.prescription.NhsNumber;
import org.springframework.stereotype.Component;

/**
 * NHS numbers as every page shows them, in groups of 3, 3 and 4 digits with spaces ({@code 943 476 5919}), as
 * the NHS writes them and the prescriber's pages show them too ({@link NhsNumber#spaced(String)}). Templates
 * call it as {@code ${@nhs.of(number)}}.
 */
@Component("nhs")
public class NhsNumbers {

    /** Ten digits grouped 3-3-4; anything else as it is; none as empty. */
    public static String format(String digits) {
        return NhsNumber.spaced(digits);
    }

    public String of(String digits) {
        return format(digits);
    }
}
