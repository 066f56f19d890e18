package org.etp.ac.prescription;

/**
 * An NHS EPS prescription ID, {@code XXXXXX-OOOOOO-SSSSSC}: six hex digits, the six-character
 * ODS code of the prescribing organisation (left-padded with zeros), a five-hex-digit serial and
 * a check character computed with ISO/IEC 7064 MOD 37-2 over the other 17 characters, using
 * {@code +} for the value 36 as the EPS specification does.
 */
public record PrescriptionId(String value) {

    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+";

    public PrescriptionId {
        Check.shaped(value, PrescriptionId::hasShape, "prescription ID",
                "of the form XXXXXX-OOOOOO-SSSSSC (e.g. A1B2C3-Y12345-0F00A8)");
        char expected = checkCharacter(value.substring(0, 19));
        if (value.charAt(19) != expected) {
            throw new IllegalArgumentException("prescription ID " + value + " has a wrong check character (expected "
                    + expected + ")");
        }
    }

    /** {@code [0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]}. */
    static boolean hasShape(String value) {
        return value.length() == 20 && Check.all(value, 0, 6, Check.CharClass.UPPER_HEX) && value.charAt(6) == '-'
                && Check.all(value, 7, 13, Check.CharClass.UPPER_OR_DIGIT) && value.charAt(13) == '-'
                && Check.all(value, 14, 19, Check.CharClass.UPPER_HEX)
                && (value.charAt(19) == '+' || Check.CharClass.UPPER_OR_DIGIT.has(value.charAt(19)));
    }

    /** Builds an ID from its parts, adding the check character. */
    public static PrescriptionId of(int random24Bits, String odsCode, int serial20Bits) {
        if (odsCode == null || !odsCode.matches("[0-9A-Z]{1,6}")) {
            throw new IllegalArgumentException("ODS code must be 1 to 6 upper-case letters or digits");
        }
        String body = String.format("%06X-%6s-%05X", random24Bits & 0xFFFFFF, odsCode, serial20Bits & 0xFFFFF)
                .replace(' ', '0');
        return new PrescriptionId(body + checkCharacter(body));
    }

    /** ISO/IEC 7064 MOD 37-2 over the alphanumeric characters of {@code body}; hyphens are skipped. */
    static char checkCharacter(String body) {
        int total = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '-') {
                continue;
            }
            total = ((total + ALPHABET.indexOf(c)) * 2) % 37;
        }
        return ALPHABET.charAt((38 - total) % 37);
    }

    @Override
    public String toString() {
        return value;
    }
}
