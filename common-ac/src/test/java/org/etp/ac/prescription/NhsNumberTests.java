package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NhsNumberTests {

    @ParameterizedTest
    @ValueSource(strings = {"9434765919", "9434765870", "4010232137"})
    void acceptsNumbersWithACorrectModulus11CheckDigit(String value) {
        assertThat(new NhsNumber(value).value()).isEqualTo(value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"9434765918", "4010232138", "1234567890"})
    void refusesAWrongCheckDigit(String value) {
        assertThatIllegalArgumentException().isThrownBy(() -> new NhsNumber(value))
                .withMessageContaining("modulus-11").withMessageNotContaining(value);
    }

    @Test
    void refusesNumbersWhoseCheckDigitWouldBeTen() {
        // 1000000010: weighted sum 10*1 + 2*1 = 12, 11 - 12 mod 11 = 10: no valid check digit exists
        assertThat(NhsNumber.withCheckDigit("100000001")).isNull();
        for (int digit = 0; digit <= 9; digit++) {
            String candidate = "100000001" + digit;
            assertThatIllegalArgumentException().isThrownBy(() -> new NhsNumber(candidate));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "943476591", "94347659190", "943 476 5919", "943476591X"})
    void refusesAnythingButTenDigits(String value) {
        assertThatIllegalArgumentException().isThrownBy(() -> new NhsNumber(value))
                .withMessageContaining("ten digits");
    }

    @Test
    void keepsTheNumberOutOfItsTextForm() {
        assertThat(new NhsNumber("9434765919").toString()).doesNotContain("9434765919");
    }

    @Test
    void isSpacedThreeThreeFourHoweverItWasTyped() {
        assertThat(new NhsNumber("9434765919").spaced()).isEqualTo("943 476 5919");
        assertThat(NhsNumber.spaced("943 476 5919")).isEqualTo("943 476 5919");
        assertThat(NhsNumber.spaced(" 943-476-5919 ")).isEqualTo("943 476 5919");
        assertThat(NhsNumber.spaced("94347 65919")).isEqualTo("943 476 5919");
    }

    @Test
    void leavesWhatIsNotTenDigitsAsTyped() {
        assertThat(NhsNumber.spaced("94347")).isEqualTo("94347");
        assertThat(NhsNumber.spaced("943 476 591X")).isEqualTo("943 476 591X");
        assertThat(NhsNumber.spaced(null)).isEmpty();
    }
}
