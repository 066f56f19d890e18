package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrescriptionIdsTests {

    private static final String ID = PrescriptionId.of(0xA7DDC6, "Y12345", 0x517DD).value();

    @Test
    void readsAnIdTypedInLowerCaseWithSpacesOrWithoutHyphens() {
        String compact = ID.replace("-", "");

        assertThat(PrescriptionIds.normalise(ID.toLowerCase())).hasValue(ID);
        assertThat(PrescriptionIds.normalise(compact)).hasValue(ID);
        assertThat(PrescriptionIds.normalise(" " + compact.substring(0, 6) + " " + compact.substring(6, 12) + " "
                + compact.substring(12).toLowerCase() + " ")).hasValue(ID);
        assertThat(PrescriptionIds.normalise(ID.replace("-", " - "))).hasValue(ID);
    }

    @Test
    void tellsAWrongCheckCharacterFromARightOne() {
        char last = ID.charAt(ID.length() - 1);
        String mistyped = ID.substring(0, ID.length() - 1) + (last == '0' ? '1' : '0');

        assertThat(PrescriptionIds.valid(ID)).isTrue();
        assertThat(PrescriptionIds.normalise(mistyped)).hasValue(mistyped);
        assertThat(PrescriptionIds.valid(mistyped)).isFalse();
    }

    @Test
    void refusesWhatHasNotTheShapeOfAnId() {
        assertThat(PrescriptionIds.normalise("9434765919")).isEmpty();
        assertThat(PrescriptionIds.normalise("Okafor")).isEmpty();
        assertThat(PrescriptionIds.normalise(ID + "0")).isEmpty();
        assertThat(PrescriptionIds.normalise(null)).isEmpty();
    }

    @Test
    void givesTheCanonicalIdOnlyWhenTheCheckCharacterIsRight() {
        char last = ID.charAt(ID.length() - 1);
        String mistyped = ID.substring(0, ID.length() - 1) + (last == '0' ? '1' : '0');

        assertThat(PrescriptionIds.canonical(" " + ID.toLowerCase().replace("-", " ") + " ")).hasValue(ID);
        assertThat(PrescriptionIds.canonical(ID.replace('-', '\u2010'))).hasValue(ID);
        assertThat(PrescriptionIds.canonical(mistyped)).isEmpty();
        assertThat(PrescriptionIds.canonical("")).isEmpty();
    }
}
