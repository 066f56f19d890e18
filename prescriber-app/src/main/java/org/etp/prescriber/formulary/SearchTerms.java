package org.etp.prescriber.formulary;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What a prescriber typed into the medicine search, as words each of which must begin a word of the product's name,
 * in any case: {@code amox 500} finds "Amoxicillin 500mg capsules". At most {@link #MAX_WORDS} words of at most
 * {@link #MAX_WORD_LENGTH} characters are kept; the rest of a long query is ignored rather than refused.
 */
public record SearchTerms(List<String> words) {

    public static final int MAX_WORDS = 6;
    public static final int MAX_WORD_LENGTH = 40;

    public SearchTerms {
        words = List.copyOf(words);
    }

    public static SearchTerms of(String typed) {
        if (typed == null) {
            return new SearchTerms(List.of());
        }
        return new SearchTerms(Arrays.stream(typed.toLowerCase(Locale.ROOT).trim().split("\\s+"))
                .filter(word -> !word.isEmpty()).limit(MAX_WORDS)
                .map(word -> word.length() > MAX_WORD_LENGTH ? word.substring(0, MAX_WORD_LENGTH) : word).toList());
    }

    public boolean isEmpty() {
        return words.isEmpty();
    }

    /**
     * Each word as a PostgreSQL regular expression matching it at the start of a word ({@code \m}), its
     * punctuation taken literally.
     */
    List<String> wordStartPatterns() {
        return words.stream().map(SearchTerms::wordStart).toList();
    }

    /** A {@code LIKE} pattern for names that begin with the first word, which are listed first. */
    String firstWordPrefix() {
        return words.isEmpty() ? "" : words.get(0).replaceAll("([\\\\%_])", "\\\\$1") + "%";
    }

    private static String wordStart(String word) {
        StringBuilder pattern = new StringBuilder("\\m");
        for (char c : word.toCharArray()) {
            if (c < 128 && !Character.isLetterOrDigit(c)) {
                pattern.append('\\');
            }
            pattern.append(c);
        }
        return pattern.toString();
    }
}
