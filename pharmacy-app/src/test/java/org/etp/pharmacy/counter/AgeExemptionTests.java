package org.etp.pharmacy.counter;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class AgeExemptionTests {

    private static final LocalDate TODAY = LocalDate.of(2026, 11, 27);

    @Test
    void exemptsFromTheSixtiethBirthdayOn() {
        assertThat(AgeExemption.on(LocalDate.of(1966, 11, 28), TODAY)).isEmpty();
        assertThat(AgeExemption.on(LocalDate.of(1966, 11, 27), TODAY)).hasValue("Exempt from charges by age: 60 (60 or over)");
        assertThat(AgeExemption.on(LocalDate.of(1933, 5, 2), TODAY)).hasValue("Exempt from charges by age: 93 (60 or over)");
    }

    @Test
    void exemptsUntilTheSixteenthBirthday() {
        assertThat(AgeExemption.on(LocalDate.of(2010, 11, 28), TODAY)).hasValue("Exempt from charges by age: 15 (under 16)");
        assertThat(AgeExemption.on(LocalDate.of(2010, 11, 27), TODAY)).isEmpty();
        assertThat(AgeExemption.on(LocalDate.of(2026, 1, 1), TODAY)).hasValue("Exempt from charges by age: 0 (under 16)");
    }

    @Test
    void countsALeapDayBirthdayOnItsOwnDay() {
        // 60 and 16 years after a 29 February fall on a 29 February again.
        assertThat(AgeExemption.on(LocalDate.of(1968, 2, 29), LocalDate.of(2028, 2, 28))).isEmpty();
        assertThat(AgeExemption.on(LocalDate.of(1968, 2, 29), LocalDate.of(2028, 2, 29))).isPresent();
    }
}
