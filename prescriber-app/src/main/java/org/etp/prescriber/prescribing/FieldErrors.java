package org.etp.prescriber.prescribing;

import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;
import org.springframework.validation.Errors;

/**
 * Turns the model's own validation (records that refuse bad values with a message naming the field) into
 * messages beside the form's fields, so the rules live once, in the model.
 */
final class FieldErrors {

    private final Errors errors;

    FieldErrors(Errors errors) {
        this.errors = errors;
    }

    /** The value {@code make} builds, or null with its refusal shown beside {@code field}. */
    <T> T attempt(String field, Supplier<T> make) {
        return attempt(message -> field, make);
    }

    /** As {@link #attempt(String, Supplier)}, choosing the field from the refusal's message. */
    <T> T attempt(Function<String, String> fieldFor, Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            String message = e.getMessage() == null ? "invalid" : e.getMessage();
            reject(fieldFor.apply(message), sentence(message));
            return null;
        }
    }

    void reject(String field, String message) {
        if (errors.getFieldErrorCount(field) == 0) {
            errors.rejectValue(field, "invalid", message);
        }
    }

    boolean hasErrors() {
        return errors.hasErrors();
    }

    private static String sentence(String message) {
        String text = message.substring(0, 1).toUpperCase(Locale.ROOT) + message.substring(1);
        return text.endsWith(".") ? text : text + ".";
    }
}
