package org.etp.ac.prescription;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** A UK postal address: one to five lines and a postcode, held in upper case with one space. */
public record Address(List<String> lines, String postcode) {

    private static final Pattern POSTCODE = Pattern.compile("[A-Z]{1,2}[0-9][0-9A-Z]? [0-9][A-Z]{2}");

    public Address {
        lines = Check.list(lines, "address lines", 1, 5).stream()
                .map(line -> Check.text(line, "address line", 70))
                .toList();
        postcode = Check.matches(normalisePostcode(Check.present(postcode, "postcode")), POSTCODE, "postcode",
                "a UK postcode such as LS1 4HR");
    }

    private static String normalisePostcode(String raw) {
        String compact = raw.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        return compact.length() < 5 ? compact : compact.substring(0, compact.length() - 3) + " "
                + compact.substring(compact.length() - 3);
    }

    @Override
    public String toString() {
        return "Address[redacted]";
    }
}
