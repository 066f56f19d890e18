package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class StatsTests {

    @Test
    void summarisesMeanMedianNearestRankP95AndSampleStandardDeviation() {
        double[] values = new double[100];
        for (int i = 0; i < values.length; i++) {
            values[i] = i + 1;
        }

        Stats stats = Stats.of(values);

        assertThat(stats.count()).isEqualTo(100);
        assertThat(stats.mean()).isEqualTo(50.5);
        assertThat(stats.median()).isEqualTo(50.5);
        assertThat(stats.p95()).isEqualTo(95);
        assertThat(stats.stdDev()).isCloseTo(29.011, within(0.001));
        assertThat(stats.min()).isEqualTo(1);
        assertThat(stats.max()).isEqualTo(100);
    }

    @Test
    void leavesOutValuesThatWereNotMeasured() {
        Stats stats = Stats.of(new double[] {Double.NaN, 4, Double.NaN, 2});

        assertThat(stats.count()).isEqualTo(2);
        assertThat(stats.mean()).isEqualTo(3);
        assertThat(Stats.of(new double[] {Double.NaN}).isEmpty()).isTrue();
    }
}
