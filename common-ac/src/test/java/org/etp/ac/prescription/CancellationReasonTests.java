package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class CancellationReasonTests {

    @Test
    void keepsTheEpsCodesInOrder() {
        assertThat(CancellationReason.values()).extracting(CancellationReason::code)
                .containsExactly("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008");
        for (CancellationReason reason : CancellationReason.values()) {
            assertThat(CancellationReason.fromCode(reason.code())).isEqualTo(reason);
        }
        assertThat(CancellationReason.PRESCRIBING_ERROR.label()).isEqualTo("prescribing error");
        assertThat(CancellationReason.PATIENT_REQUEST.label()).isEqualTo("at the patient's request");
    }

    @Test
    void refusesAnUnknownCode() {
        assertThatIllegalArgumentException().isThrownBy(() -> CancellationReason.fromCode("0000"));
        assertThatIllegalArgumentException().isThrownBy(() -> CancellationReason.fromCode("0009"));
        assertThatIllegalArgumentException().isThrownBy(() -> CancellationReason.fromCode("1"));
    }

    @Test
    void aCancellationNeedsAnIdAndAReason() {
        PrescriptionId id = PrescriptionId.of(0x123456, "Y12345", 7);
        assertThatIllegalArgumentException().isThrownBy(() -> new Cancellation(id, null));
        assertThat(new Cancellation(id, CancellationReason.CLINICAL_GROUNDS).profile()).isEqualTo(Profile.CANCELLATION);
    }
}
