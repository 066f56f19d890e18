package org.etp.perf.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RateScheduleTests {

    @Test
    void spacesRequestsEvenlyFromTheStart() {
        RateSchedule schedule = new RateSchedule(1000);

        assertThat(schedule.offsetNanos(0)).isZero();
        assertThat(schedule.offsetNanos(1)).isEqualTo(1_000_000);
        assertThat(schedule.offsetNanos(2500)).isEqualTo(2_500_000_000L);
    }

    @Test
    void keepsFractionalIntervalsWithoutDrift() {
        RateSchedule schedule = new RateSchedule(3);

        assertThat(schedule.offsetNanos(1)).isEqualTo(333_333_333);
        assertThat(schedule.offsetNanos(3)).isEqualTo(1_000_000_000);
        assertThat(schedule.offsetNanos(3_000_000)).isEqualTo(1_000_000_000_000_000L);
    }

    @Test
    void saysHowLongARunTakesOnSchedule() {
        assertThat(new RateSchedule(200).duration(1000)).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void dueTimesNeverGoBackwards() {
        RateSchedule schedule = new RateSchedule(7919.5);
        long previous = -1;
        for (long k = 0; k < 100_000; k++) {
            long due = schedule.offsetNanos(k);
            assertThat(due).isGreaterThanOrEqualTo(previous);
            previous = due;
        }
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -5, Double.NaN, Double.POSITIVE_INFINITY, 2e9})
    void refusesARateThatIsNotAPositiveNumber(double rate) {
        assertThatThrownBy(() -> new RateSchedule(rate)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rate");
    }

    @Test
    void refusesANegativeRequestNumber() {
        assertThatThrownBy(() -> new RateSchedule(10).offsetNanos(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
