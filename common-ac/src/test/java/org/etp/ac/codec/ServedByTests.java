package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

/** The words logs and counters use for the way a message went; this package knows only its codec's. */
class ServedByTests {

    @Test
    void namesEachWayInOneShortWord() {
        assertThat(ServedBy.CODEC.id()).isEqualTo("codec");
        assertThat(ServedBy.CODEC.fallbackReason()).isEmpty();
        assertThat(ServedBy.leftTo("slow-path", "odd-shape").id()).isEqualTo("slow-path:odd-shape");
        assertThat(ServedBy.leftTo("slow-path", "odd-shape").fallbackReason()).contains("odd-shape");
        assertThat(ServedBy.of("fast")).isEqualTo(new ServedBy("fast", null));
    }

    @Test
    void takesOnlyLowerCaseWordsThatALogLineAndAMetricLabelCarry() {
        assertThatIllegalArgumentException().isThrownBy(() -> ServedBy.of("Dom"));
        assertThatIllegalArgumentException().isThrownBy(() -> ServedBy.of("dom fallback"));
        assertThatIllegalArgumentException().isThrownBy(() -> ServedBy.leftTo("dom", "a:b"));
    }
}
