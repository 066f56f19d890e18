package org.etp.prescriber.token;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ArialLinesTests {

    /** 100 mm at 10 pt is 28.35 em: 28,346 thousandths. */
    private static final double COLUMN_MM = 100;

    @Test
    void measuresInArialsWidths() {
        assertThat(ArialLines.width("Amoxicillin", false))
                .isEqualTo(667 + 833 + 556 + 500 + 222 + 500 + 222 + 222 + 222 + 222 + 556);
        assertThat(ArialLines.width("W", true)).isEqualTo(944);
        assertThat(ArialLines.width("×", false)).isEqualTo(778);
        assertThat(ArialLines.width("漢", false)).isEqualTo(1000);
    }

    @Test
    void fillsALineThenBreaksAtASpace() {
        // "m" is 833: 34 of them (28,322) fill a line, a 35th does not fit.
        assertThat(ArialLines.lines("m".repeat(34), 10, false, COLUMN_MM, 0)).isEqualTo(1);
        assertThat(ArialLines.lines("mmmmmmmmmmmmmmmmm mmmmmmmmmmmmmmmm", 10, false, COLUMN_MM, 0)).isEqualTo(1);
        assertThat(ArialLines.lines("mmmmmmmmmmmmmmmmm mmmmmmmmmmmmmmmmm", 10, false, COLUMN_MM, 0)).isEqualTo(2);
    }

    @Test
    void cutsAWordWiderThanTheColumn() {
        assertThat(ArialLines.lines("m".repeat(35), 10, false, COLUMN_MM, 0)).isEqualTo(2);
        // After a short word the long one starts a line of its own, as overflow-wrap: anywhere does.
        assertThat(ArialLines.lines("a " + "m".repeat(68), 10, false, COLUMN_MM, 0)).isEqualTo(3);
    }

    @Test
    void startsTheFirstLineAfterItsLabel() {
        assertThat(ArialLines.lines("m".repeat(30), 10, false, COLUMN_MM, 0)).isEqualTo(1);
        assertThat(ArialLines.lines("m".repeat(30), 10, false, COLUMN_MM, 20)).isEqualTo(2);
    }

    @Test
    void countsCapitalsAndBoldWider() {
        String dosage = "Take one tablet three times a day with food";
        assertThat(ArialLines.lines(dosage.repeat(10), 10, false, COLUMN_MM, 0))
                .isLessThan(ArialLines.lines(dosage.toUpperCase().repeat(10), 10, false, COLUMN_MM, 0));
        assertThat(ArialLines.width(dosage, true)).isGreaterThan(ArialLines.width(dosage, false));
    }
}
