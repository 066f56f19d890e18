package org.etp.ac.login;

import java.util.Locale;

/**
 * What failed sign-ins are counted against: an account, by the username as typed, normalised as the applications'
 * account lookup is (trimmed, lower case) whether or not such an account exists, or the address a request came from.
 * A key is at most {@link #MAX_KEY} characters of printable text, so that what a guesser types can neither fill
 * a row nor forge a log line.
 *
 * @param kind an account or an address
 * @param key the normalised username or the address
 */
public record Subject(Kind kind, String key) {

    /** Longer than any username or address; a longer key is cut here. */
    public static final int MAX_KEY = 100;

    /** The two kinds of subject, each with its own threshold. */
    public enum Kind { ACCOUNT, ADDRESS }

    public Subject {
        if (kind == null || key == null) {
            throw new IllegalArgumentException("a subject has a kind and a key");
        }
    }

    /** The account {@code username} names, existing or not. */
    public static Subject account(String username) {
        return new Subject(Kind.ACCOUNT, printable(username == null ? "" : username.trim().toLowerCase(Locale.ROOT)));
    }

    /** The source address (null, when the request did not say: one shared "unknown" address). */
    public static Subject address(String address) {
        return new Subject(Kind.ADDRESS, printable(address == null ? "unknown" : address));
    }

    private static String printable(String text) {
        StringBuilder kept = new StringBuilder(Math.min(text.length(), MAX_KEY));
        text.codePoints().limit(MAX_KEY).forEach(c -> kept.appendCodePoint(Character.isISOControl(c) ? '?' : c));
        return kept.toString();
    }
}
