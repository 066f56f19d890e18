package org.etp.ac.prescription;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A prescription ID as a person types it or a scanner sends it: spaces and hyphens anywhere, or none, in
 * either case. {@link #normalise} strips them, upper-cases, and puts the hyphens back in the EPS 6-6-6
 * shape; {@link #valid} then checks the ISO 7064 MOD 37-2 check character, so a mistyped character is told
 * apart from an ID that was never received; {@link #canonical} does both. The pharmacy's counter and the
 * prescriber's history read typed and scanned IDs with it, and the patient token's barcodes carry the
 * canonical form it yields.
 */
public final class PrescriptionIds {

    private static final Pattern SEPARATORS = Pattern.compile("[\\s\\-\\u2010-\\u2015]");
    private static final Pattern SHAPE = Pattern.compile("[0-9A-F]{6}[0-9A-Z]{6}[0-9A-F]{5}[0-9A-Z+]");

    private PrescriptionIds() {
    }

    /** The typed text in the shape {@code XXXXXX-XXXXXX-XXXXXX}, if it has the characters of one. */
    public static Optional<String> normalise(String typed) {
        if (typed == null) {
            return Optional.empty();
        }
        String compact = SEPARATORS.matcher(typed).replaceAll("").toUpperCase(Locale.ROOT);
        if (!SHAPE.matcher(compact).matches()) {
            return Optional.empty();
        }
        return Optional.of(compact.substring(0, 6) + "-" + compact.substring(6, 12) + "-" + compact.substring(12));
    }

    /**
     * The canonical ID that {@code typed} spells, however spaced, hyphenated or cased, if its check character
     * is right.
     */
    public static Optional<String> canonical(String typed) {
        return normalise(typed).filter(PrescriptionIds::valid);
    }

    /** Whether a normalised ID's check character is right. */
    public static boolean valid(String normalised) {
        try {
            new PrescriptionId(normalised);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
