package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrescriptionIdTests {

    @Test
    void acceptsThePublishedEpsExample() {
        // NHS England FHIR implementation guide, MedicationRequest.groupIdentifier
        assertThat(new PrescriptionId("83C40E-A23856-00123W").value()).isEqualTo("83C40E-A23856-00123W");
    }

    @Test
    void refusesAWrongCheckCharacterAndSaysWhichIsRight() {
        assertThatIllegalArgumentException().isThrownBy(() -> new PrescriptionId("83C40E-A23856-00123X"))
                .withMessageContaining("wrong check character").withMessageContaining("expected W");
    }

    @Test
    void detectsEverySingleCharacterChange() {
        String valid = "83C40E-A23856-00123W";
        String alphabet = "0123456789ABCDEF";
        for (int position : new int[] {0, 3, 5, 7, 10, 12, 14, 16, 18}) {
            for (char replacement : alphabet.toCharArray()) {
                if (valid.charAt(position) == replacement) {
                    continue;
                }
                String changed = valid.substring(0, position) + replacement + valid.substring(position + 1);
                assertThatIllegalArgumentException().as(changed).isThrownBy(() -> new PrescriptionId(changed));
            }
        }
    }

    @Test
    void buildsIdsWhoseCheckCharacterValidates() {
        PrescriptionId id = PrescriptionId.of(0xABCDEF, "Y12345", 0x1F);
        assertThat(id.value()).startsWith("ABCDEF-Y12345-0001F");
        assertThat(new PrescriptionId(id.value())).isEqualTo(id);
    }

    @Test
    void padsShortOdsCodesWithLeadingZeros() {
        assertThat(PrescriptionId.of(1, "A1B", 2).value()).startsWith("000001-000A1B-00002");
    }

    @Test
    void usesPlusForTheCheckValue36() {
        // MOD 37-2 can yield 36, which EPS writes as '+'; search a small space for such an ID.
        PrescriptionId withPlus = null;
        for (int serial = 0; withPlus == null && serial < 10_000; serial++) {
            PrescriptionId id = PrescriptionId.of(0x123456, "Y12345", serial);
            withPlus = id.value().endsWith("+") ? id : null;
        }
        assertThat(withPlus).isNotNull();
        assertThat(new PrescriptionId(withPlus.value())).isEqualTo(withPlus);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "83C40E-A23856-00123", "83c40e-A23856-00123W", "83C40E_A23856_00123W",
        "83C40G-A23856-00123W", "83C40E-A23856-00123W0"})
    void refusesIdsOfTheWrongShape(String value) {
        assertThatIllegalArgumentException().isThrownBy(() -> new PrescriptionId(value))
                .withMessageContaining("XXXXXX-OOOOOO-SSSSSC");
    }
}
