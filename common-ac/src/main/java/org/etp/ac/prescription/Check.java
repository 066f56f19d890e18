package org.etp.ac.prescription;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** Argument checks shared by the value records; each failure names the field it is about. */
final class Check {

    private Check() {
    }

    static <T> T present(T value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is required");
        }
        return value;
    }

    /** A required, trimmed, printable text of at most {@code max} characters. */
    static String text(String value, String field, int max) {
        present(value, field);
        String trimmed = value.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException(field + " must not be blank");
        }
        if (trimmed.length() > max) {
            throw new IllegalArgumentException(field + " must be at most " + max + " characters");
        }
        // a loop over chars says the same as one over code points: every control character is below U+00A0
        for (int i = 0; i < trimmed.length(); i++) {
            if (Character.isISOControl(trimmed.charAt(i))) {
                throw new IllegalArgumentException(field + " must not contain control characters");
            }
        }
        return trimmed;
    }

    static String matches(String value, Pattern pattern, String field, String expected) {
        present(value, field);
        if (!pattern.matcher(value).matches()) {
            throw new IllegalArgumentException(field + " must be " + expected);
        }
        return value;
    }

    /**
     * {@code value}, required and of the shape {@code shape} accepts. The shapes are the fixed-width codes of the
     * model (IDs, NHS numbers, ODS codes, dm+d codes), checked character by character: a regular expression says
     * the same at several times the cost, for every field of every message.
     */
    static String shaped(String value, Predicate<String> shape, String field, String expected) {
        present(value, field);
        if (!shape.test(value)) {
            throw new IllegalArgumentException(field + " must be " + expected);
        }
        return value;
    }

    /** Whether the characters of {@code text} from {@code from} to {@code to} are all in {@code chars}. */
    static boolean all(String text, int from, int to, CharClass chars) {
        for (int i = from; i < to; i++) {
            if (!chars.has(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** An ASCII character class of the model's codes. */
    enum CharClass {
        DIGIT, NONZERO_DIGIT, UPPER_HEX, UPPER_OR_DIGIT;

        boolean has(char c) {
            boolean digit = c >= '0' && c <= '9';
            return switch (this) {
                case DIGIT -> digit;
                case NONZERO_DIGIT -> c >= '1' && c <= '9';
                case UPPER_HEX -> digit || c >= 'A' && c <= 'F';
                case UPPER_OR_DIGIT -> digit || c >= 'A' && c <= 'Z';
            };
        }
    }

    static <T> List<T> list(List<T> values, String field, int min, int max) {
        present(values, field);
        if (values.size() < min || values.size() > max) {
            throw new IllegalArgumentException(field + " must hold " + (min == max ? min : min + " to " + max)
                    + " entries, not " + values.size());
        }
        values.forEach(v -> Objects.requireNonNull(v, () -> field + " must not contain null"));
        return List.copyOf(values);
    }

    /** Both encodings carry times to the second; anything finer is dropped here, once. */
    static Instant seconds(Instant value, String field) {
        return present(value, field).truncatedTo(ChronoUnit.SECONDS);
    }
}
