package org.etp.prescriber.formulary;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SearchTermsTests {

    @Test
    void splitsWhatWasTypedIntoLowerCaseWords() {
        assertThat(SearchTerms.of("  Amox   500MG ").words()).containsExactly("amox", "500mg");
        assertThat(SearchTerms.of(null).isEmpty()).isTrue();
        assertThat(SearchTerms.of(" \t ").isEmpty()).isTrue();
    }

    @Test
    void matchesEachWordAtTheStartOfAWordWithItsPunctuationTakenLiterally() {
        assertThat(SearchTerms.of("co-cod 100micrograms/dose (x)").wordStartPatterns())
                .containsExactly("\\mco\\-cod", "\\m100micrograms\\/dose", "\\m\\(x\\)");
        assertThat(SearchTerms.of("50% a_b").firstWordPrefix()).isEqualTo("50\\%%");
    }

    @Test
    void keepsALongQueryWithinItsLimitsRatherThanRefusingIt() {
        SearchTerms terms = SearchTerms.of("a b c d e f g h " + "x".repeat(100));

        assertThat(terms.words()).hasSize(SearchTerms.MAX_WORDS).allSatisfy(word -> assertThat(word).hasSizeLessThanOrEqualTo(40));
    }
}
