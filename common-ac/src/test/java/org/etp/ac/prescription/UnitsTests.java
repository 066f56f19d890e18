package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class UnitsTests {

    @Test
    void countsTabletsAndCapsulesWholeButNotMillilitres() {
        assertThat(Units.countable("tablet")).isTrue();
        assertThat(Units.countable(" Capsule ")).isTrue();
        assertThat(Units.countable("ml")).isFalse();
        assertThat(Units.suppliable(new BigDecimal("10"), "tablet")).isTrue();
        assertThat(Units.suppliable(new BigDecimal("10.0"), "tablet")).isTrue();
        assertThat(Units.suppliable(new BigDecimal("10.5"), "tablet")).isFalse();
        assertThat(Units.suppliable(new BigDecimal("2.5"), "ml")).isTrue();
    }

    @Test
    void saysAnAmountWithItsUnitInThePluralWhereEnglishWantsIt() {
        assertThat(Units.of(new BigDecimal("21"), "capsule")).isEqualTo("21 capsules");
        assertThat(Units.of(BigDecimal.ONE, "tablet")).isEqualTo("1 tablet");
        assertThat(Units.of(new BigDecimal("100.0"), "ml")).isEqualTo("100 ml");
        assertThat(Units.of(new BigDecimal("2"), "patch")).isEqualTo("2 patches");
        assertThat(Units.of(new BigDecimal("3"), "pessary")).isEqualTo("3 pessaries");
    }
}
