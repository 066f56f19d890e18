package org.etp.ac.rejection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ReasonTests {

    @Test
    void keepsTheWireCodesDocumentedInTheProtocol() {
        assertThat(Arrays.stream(Reason.values()).mapToInt(Reason::code))
                .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18);
        for (Reason reason : Reason.values()) {
            assertThat(Reason.fromCode(reason.code())).isEqualTo(reason);
            assertThat(reason.sentence()).isNotBlank();
        }
    }

    @Test
    void refusesAnUnknownCode() {
        assertThatIllegalArgumentException().isThrownBy(() -> Reason.fromCode(0));
        assertThatIllegalArgumentException().isThrownBy(() -> Reason.fromCode(19));
    }
}
