package org.etp.ac.password;

import java.util.Locale;

/**
 * The password rules of NIST SP 800-63B (rev. 4, section 3.1.1.2) for a password someone chooses: at least 15
 * characters where the password is the only factor ({@link #singleFactor()}), at least 8 where a second factor
 * follows it ({@link #withSecondFactor()}), up to {@link #MAXIMUM} characters, every printable character and space
 * allowed, no composition rules (no demand for digits, capitals or symbols), and screened: refused when it is on the
 * {@link CommonPasswords} list, is one short run of characters repeated ({@code aaaaaaaaaaaaaaa},
 * {@code abcabcabcabcabc}), is a plain ascending or descending run ({@code 123456789012345} counts as one only
 * when every step is one), or contains the account's own username. Length is counted in Unicode code points, as
 * the standard asks.
 *
 * <p>Security guarantees: a password that passes is long enough to make guessing against the stored Argon2id or
 * bcrypt hash slow and is none of the passwords that guessers try first. Not guaranteed: that it is not reused from
 * another site whose breach is not on the list.
 *
 * @param minimumLength the fewest characters (code points)
 * @param maximumLength the most characters (code points)
 * @param screen the list of common and breached passwords to refuse
 */
public record PasswordPolicy(int minimumLength, int maximumLength, CommonPasswords screen) {

    /** The fewest characters of a password that is the only factor. */
    public static final int SINGLE_FACTOR_MINIMUM = 15;

    /** The fewest characters of a password followed by a second factor. */
    public static final int SECOND_FACTOR_MINIMUM = 8;

    /** The most characters a password may have: well past the 64 the standard asks to allow. */
    public static final int MAXIMUM = 128;

    private static final int USERNAME_SCREENED_FROM = 3;

    public PasswordPolicy {
        if (minimumLength < SECOND_FACTOR_MINIMUM || maximumLength < 64 || maximumLength < minimumLength) {
            throw new IllegalArgumentException("a password policy allows at least 8 and up to at least 64 characters");
        }
        if (screen == null) {
            throw new IllegalArgumentException("a password policy screens against a list");
        }
    }

    /** For a password that is the only factor, as at the pharmacy's counter: 15 to 128 characters. */
    public static PasswordPolicy singleFactor() {
        return new PasswordPolicy(SINGLE_FACTOR_MINIMUM, MAXIMUM, CommonPasswords.shipped());
    }

    /** For a password that a second factor follows: 8 to 128 characters. */
    public static PasswordPolicy withSecondFactor() {
        return new PasswordPolicy(SECOND_FACTOR_MINIMUM, MAXIMUM, CommonPasswords.shipped());
    }

    /**
     * Checks {@code password}, chosen for the account {@code username}.
     *
     * @throws WeakPasswordException naming the first rule it breaks, in words to show whoever chose it
     */
    public void check(String password, String username) throws WeakPasswordException {
        if (password == null || password.isEmpty()) {
            throw new WeakPasswordException("Enter a password.");
        }
        int length = password.codePointCount(0, password.length());
        if (length < minimumLength) {
            throw new WeakPasswordException("A password needs at least " + minimumLength + " characters; this one has "
                    + length + ".");
        }
        if (length > maximumLength) {
            throw new WeakPasswordException("A password can have at most " + maximumLength + " characters; this one has "
                    + length + ".");
        }
        if (screen.contains(password)) {
            throw new WeakPasswordException("This password is on a list of common or leaked passwords. Choose another.");
        }
        String folded = password.toLowerCase(Locale.ROOT);
        if (repeatsOneRun(folded) || isOneSequence(folded)) {
            throw new WeakPasswordException("This password is a repeated or sequential run of characters."
                    + " Choose another.");
        }
        if (username != null && username.length() >= USERNAME_SCREENED_FROM
                && folded.contains(username.toLowerCase(Locale.ROOT))) {
            throw new WeakPasswordException("A password must not contain the username.");
        }
    }

    /** {@code aaaa}, {@code abab}, {@code passwordpassword}: the text is found again in itself before its length. */
    private static boolean repeatsOneRun(String text) {
        return (text + text).indexOf(text, 1) < text.length();
    }

    private static boolean isOneSequence(String text) {
        int[] points = text.codePoints().toArray();
        int step = points[1] - points[0];
        if (Math.abs(step) != 1) {
            return false;
        }
        for (int i = 2; i < points.length; i++) {
            if (points[i] - points[i - 1] != step) {
                return false;
            }
        }
        return true;
    }
}
