package org.etp.ac.codec;

import java.util.Objects;
import java.util.Optional;

/**
 * Which way a received certificate was decoded and verified, for its log line, its metrics row and the counters.
 * A form with one way to decode is served by its {@link #CODEC}; a form with several engines names the one that
 * served the message, and, when the engine asked for left the message to another, why. The words are the form's
 * own: this package knows none but {@code codec}.
 *
 * @param way    the way it went: a short lower-case word ({@code codec}, or an engine's)
 * @param reason why the engine asked for left the message to {@code way}; null when it did not
 */
public record ServedBy(String way, String reason) {

    /** Its form's own codec: the way of every form that has one way to decode. */
    public static final ServedBy CODEC = new ServedBy("codec", null);

    private static final String WORD = "[a-z][a-z-]*";

    public ServedBy {
        if (!Objects.requireNonNull(way, "way").matches(WORD) || reason != null && !reason.matches(WORD)) {
            throw new IllegalArgumentException("a way and its reason are lower-case words: " + way + ", " + reason);
        }
    }

    /** Served {@code way}, as asked. */
    public static ServedBy of(String way) {
        return new ServedBy(way, null);
    }

    /** Served {@code way} because the engine asked for left it there, for {@code reason}. */
    public static ServedBy leftTo(String way, String reason) {
        return new ServedBy(way, Objects.requireNonNull(reason, "reason"));
    }

    public Optional<String> fallbackReason() {
        return Optional.ofNullable(reason);
    }

    /** {@code way}, or {@code way:reason} when the engine asked for left it there: one word for logs and labels. */
    public String id() {
        return reason == null ? way : way + ":" + reason;
    }

    @Override
    public String toString() {
        return id();
    }
}
