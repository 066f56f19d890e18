package org.etp.ac.password;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * A screening list of common and breached passwords, held as one sorted array of their lower-case forms and searched
 * by halving: about 49,000 entries in a few megabytes, looked up in 16 comparisons. The list shipped with common-ac
 * ({@code common-passwords.txt}, one password a line, most common first) is the password list of
 * {@code @zxcvbn-ts/language-common} 4.1.3 (MIT licence, {@code common-passwords.LICENSE.txt} beside it), drawn from
 * leaked password corpora; docs/security.md says more.
 */
public final class CommonPasswords {

    private static final String SHIPPED = "common-passwords.txt";

    private final String[] sorted;

    private CommonPasswords(Stream<String> passwords) {
        this.sorted = passwords.filter(line -> !line.isEmpty()).map(CommonPasswords::folded).distinct().sorted()
                .toArray(String[]::new);
    }

    /** The list shipped with common-ac, read once on first use. */
    public static CommonPasswords shipped() {
        return Shipped.LIST;
    }

    /** A list of one's own, e.g. a site's additions or a test's. */
    public static CommonPasswords of(Collection<String> passwords) {
        return new CommonPasswords(passwords.stream());
    }

    /** Whether {@code password} is on the list, whatever its letters' case. */
    public boolean contains(String password) {
        return Arrays.binarySearch(sorted, folded(password)) >= 0;
    }

    /** How many different passwords the list holds. */
    public int size() {
        return sorted.length;
    }

    private static String folded(String password) {
        return password.toLowerCase(Locale.ROOT);
    }

    /** The holder idiom: the shipped list is read when first asked for, once, by the class loader's lock. */
    private static final class Shipped {

        static final CommonPasswords LIST = read();

        private static CommonPasswords read() {
            try (InputStream in = CommonPasswords.class.getResourceAsStream(SHIPPED)) {
                if (in == null) {
                    throw new IllegalStateException("common-ac's " + SHIPPED + " is missing from the class path");
                }
                BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                return new CommonPasswords(lines.lines());
            } catch (IOException e) {
                throw new UncheckedIOException("could not read common-ac's " + SHIPPED, e);
            }
        }
    }
}
