package org.etp.ac.prescription;

import java.util.regex.Pattern;

/**
 * A ten-digit NHS number whose last digit is the modulus-11 check digit of the first nine
 * (weights 10 down to 2; a remainder giving 10 makes the number invalid).
 */
public record NhsNumber(String value) {

    private static final Pattern SEPARATORS = Pattern.compile("[\\s-]");

    public NhsNumber {
        Check.shaped(value, NhsNumber::isTenDigits, "NHS number", "ten digits");
        int check = checkDigit(value.substring(0, 9));
        if (check == 10 || value.charAt(9) - '0' != check) {
            throw new IllegalArgumentException("NHS number fails its modulus-11 check"); // the number itself stays out of messages
        }
    }

    /** Builds a valid NHS number from nine digits, or returns {@code null} when no check digit exists. */
    public static NhsNumber withCheckDigit(String nineDigits) {
        int check = checkDigit(nineDigits);
        return check == 10 ? null : new NhsNumber(nineDigits + check);
    }

    /**
     * An NHS number as the NHS writes it wherever it is shown: 3, 3 and 4 digits with spaces ({@code 943 476 5919}).
     * The text may come typed with or without spaces or hyphens; text that is not ten digits comes back as it
     * is, and none as empty.
     */
    public static String spaced(String typed) {
        if (typed == null) {
            return "";
        }
        String digits = SEPARATORS.matcher(typed).replaceAll("");
        if (!isTenDigits(digits)) {
            return typed;
        }
        return digits.substring(0, 3) + " " + digits.substring(3, 6) + " " + digits.substring(6);
    }

    /** This number, spaced as the NHS writes it ({@link #spaced(String)}). */
    public String spaced() {
        return spaced(value);
    }

    private static boolean isTenDigits(String text) {
        return text.length() == 10 && Check.all(text, 0, 10, Check.CharClass.DIGIT);
    }

    private static int checkDigit(String nineDigits) {
        int sum = 0;
        for (int i = 0; i < 9; i++) {
            sum += (nineDigits.charAt(i) - '0') * (10 - i);
        }
        int check = 11 - sum % 11;
        return check == 11 ? 0 : check;
    }

    /** Patient data stays out of logs: use {@link #value()} where the number is really needed. */
    @Override
    public String toString() {
        return "NhsNumber[redacted]";
    }
}
