package org.etp.pharmacy.web;

import org.springframework.stereotype.Component;

/**
 * NHS numbers as every page shows them: in groups of 3, 3 and 4 digits with spaces ({@code 943 476 5919}), as
 * the NHS writes them. Templates call it as {@code ${@nhs.of(number)}}.
 */
@Component("nhs")
public class NhsNumbers {

    /** Ten digits grouped 3-3-4; anything else (or none) as it is, or empty. */
    public static String format(String digits) {
        if (digits == null) {
            return "";
        }
        if (!digits.matches("[0-9]{10}")) {
            return digits;
        }
        return digits.substring(0, 3) + " " + digits.substring(3, 6) + " " + digits.substring(6);
    }

    public String of(String digits) {
        return format(digits);
    }
}
