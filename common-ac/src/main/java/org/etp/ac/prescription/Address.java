package org.etp.ac.prescription;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** A UK postal address: one to five lines and a postcode, held in upper case with one space. */
public record Address(List<String> lines, String postcode) {

    private static final Pattern POSTCODE = Pattern.compile("[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2}");

    public Address {
        String[] checked = Check.list(lines, "address lines", 1, 5).toArray(String[]::new);
        for (int i = 0; i < checked.length; i++) {
            checked[i] = Check.text(checked[i], "address line", 70);
        }
        lines = List.of(checked);
        postcode = Check.matches(normalisePostcode(Check.present(postcode, "postcode")), POSTCODE, "postcode",
                "a UK postcode such as LS1 4HR");
    }

    private static String normalisePostcode(String raw) {
        StringBuilder kept = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (!isRegexWhitespace(c)) {
                kept.append(c);
            }
        }
        String compact = kept.toString().toUpperCase(Locale.ROOT);
        return compact.length() < 5 ? compact : compact.substring(0, compact.length() - 3) + " "
                + compact.substring(compact.length() - 3);
    }

    /** What {@code \s} matches in a Java regular expression: space, tab, line feed, vertical tab, form feed, CR. */
    private static boolean isRegexWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    @Override
    public String toString() {
        return "Address[redacted]";
    }
}
