package org.etp.prescriber.token;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.etp.ac.prescription.Item;
import org.junit.jupiter.api.Test;

/**
 * The size a token prints at, reckoned in Arial's widths. That the reckoning matches Chromium's print is
 * PatientTokenBrowserIntegrationTests' to show (system-tests), with these very prescriptions.
 */
class TokenSizeTests {

    private static final double ROOM_MM = TokenSize.PAGE_HEIGHT_MM - TokenSize.SLACK_MM;
    /** The dosage the UI walk's four items had, 214 characters. */
    private static final String WALK_DOSAGE = "Take one or two tablets every four to six hours when required for pain"
            + " or fever, with a full glass of water. Do not take more than 8 tablets in 24 hours. Do not take with any"
            + " other medicines containing paracetamol.";

    @Test
    void printsAnOrdinaryPrescriptionAtTheLargestSize() {
        TokenText token = token("Ada Lovelace", Collections.nCopies(1, new TokenText.ItemText(
                "Amoxicillin 500mg capsules", "21 capsules", "One capsule three times a day for 7 days")));

        assertThat(TokenSize.fitting(token)).isEqualTo(TokenSize.SIZE_11);
    }

    @Test
    void printsFourLongDosagesSmallerOnOnePage() {
        TokenText token = token("Ada Lovelace", Collections.nCopies(4, new TokenText.ItemText(
                "Paracetamol 500mg tablets", "32 tablets", WALK_DOSAGE)));

        assertThat(TokenSize.SIZE_11.heightMm(token)).isGreaterThan(ROOM_MM);
        assertThat(TokenSize.fitting(token)).isIn(TokenSize.SIZE_10, TokenSize.SIZE_9);
        assertThat(TokenSize.fitting(token).heightMm(token)).isLessThanOrEqualTo(ROOM_MM);
    }

    @Test
    void fitsTheLargestPrescriptionTheFormAllowsOnOnePage() {
        for (boolean capitals : new boolean[] {false, true}) {
            TokenText token = largest(capitals);
            TokenSize size = TokenSize.fitting(token);

            assertThat(size.heightMm(token)).as("capitals: %s, %s", capitals, size).isLessThanOrEqualTo(ROOM_MM);
        }
        assertThat(TokenSize.fitting(largest(false))).isEqualTo(TokenSize.SIZE_8);
    }

    @Test
    void takesLessRoomAtEachSmallerSize() {
        TokenText token = largest(true);
        double previous = Double.MAX_VALUE;
        for (TokenSize size : TokenSize.values()) {
            assertThat(size.heightMm(token)).as("%s", size).isLessThan(previous);
            previous = size.heightMm(token);
        }
    }

    /**
     * The largest prescription the form allows, as PatientTokenBrowserIntegrationTests signs it: names of 50
     * characters, four items of the dictionary's longest names with dosages of 500 characters, no nomination.
     */
    static TokenText largest(boolean capitals) {
        String dosage = longest("Inject the contents of one pre-filled device under the skin of the abdomen or"
                + " thigh once a week on the same day each week, changing the site each time; if a dose is missed"
                + " inject it within four days, otherwise skip it and go on with the usual day. Keep in a"
                + " refrigerator, do not freeze, and let it reach room temperature for thirty minutes before use."
                + " Stop and seek urgent medical advice at once if you get severe stomach pain, vomiting, a rash or"
                + " swelling of the face, lips or throat.", Item.MAX_DOSAGE_LENGTH);
        List<TokenText.ItemText> items = List.of("Alpha", "Bravo", "Charlie", "Delta").stream()
                .map(word -> new TokenText.ItemText(cased(longest("Tokenmedicine " + word + " 2.5mg/0.5ml solution"
                        + " for injection pre-filled disposable devices sugar free preservative free (Northern Hospital"
                        + " Specials Manufacturing Unit and Partners Ltd)", 200), capitals),
                        "100000 pre-filled disposable injections", cased(dosage, capitals)))
                .toList();
        return token(cased("Maximiliana Alexandrina Josephine Catherine Evelyn"
                + " Featherstonehaugh-Cholmondeley-Marjoribanks-Howard", capitals), items);
    }

    private static TokenText token(String patientName, List<TokenText.ItemText> items) {
        return new TokenText(patientName, List.of(
                new TokenText.Fact("NHS number", "999 200 0007", "token-nhs-number"),
                new TokenText.Fact("Date of birth", "30 September 1958", "token-birth-date")), items,
                List.of(new TokenText.Fact("Prescriber", "Dr Amelia Hart, Riverside Medical Practice",
                                "token-prescriber"),
                        new TokenText.Fact("Written", "30 Sept 2026, 20:26:40 BST", "token-written"),
                        new TokenText.Fact("Valid until", "28 September 2026", "token-valid-until"),
                        new TokenText.Fact("Nominated pharmacy", "No nomination — for Riverside Pharmacy only: this"
                                + " token works there, not at another pharmacy", "token-nomination")));
    }

    private static String cased(String text, boolean capitals) {
        return capitals ? text.toUpperCase(Locale.ROOT) : text;
    }

    /** {@code text} repeated and cut to exactly {@code length} characters, ending in no space. */
    private static String longest(String text, int length) {
        String repeated = (text + " ").repeat(length / (text.length() + 1) + 1).substring(0, length);
        return repeated.endsWith(" ") ? repeated.substring(0, length - 1) + "." : repeated;
    }
}
