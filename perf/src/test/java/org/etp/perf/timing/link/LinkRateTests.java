package org.etp.perf.timing.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class LinkRateTests {

    @Test
    void readsKilobitsAndMegabitsAndWritesThemBackTheSameWay() {
        assertThat(LinkRate.parse("64k")).isEqualTo(new LinkRate(64));
        assertThat(LinkRate.parse("256K").id()).isEqualTo("256k");
        assertThat(LinkRate.parse("2m").kilobits()).isEqualTo(2000);
        assertThat(LinkRate.parse("2m").id()).isEqualTo("2m");
        assertThat(LinkRate.parse("128").id()).isEqualTo("128k");
    }

    @Test
    void theTheoreticalTimeIsTable2s() {
        assertThat(new LinkRate(64).millis(944)).isEqualTo(118.0);
    }

    @Test
    void refusesWhatIsNotARate() {
        assertThatThrownBy(() -> LinkRate.parse("fast")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("64k");
        assertThatThrownBy(() -> LinkRate.parse("0k")).isInstanceOf(IllegalArgumentException.class);
    }
}
