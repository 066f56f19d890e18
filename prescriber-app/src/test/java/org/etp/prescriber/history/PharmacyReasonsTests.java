package org.etp.prescriber.history;

import static org.assertj.core.api.Assertions.assertThat;

import org.etp.ac.rejection.Reason;
import org.junit.jupiter.api.Test;

class PharmacyReasonsTests {

    private final PharmacyReasons reasons = new PharmacyReasons();

    @Test
    void saysEveryReasonInWordsWithoutItsCode() {
        for (Reason reason : Reason.values()) {
            assertThat(reasons.sentence(reason.name())).doesNotContain(reason.name()).endsWith(".");
        }
        assertThat(reasons.sentence("REVOKED")).contains("revoked").contains("registration authority");
    }

    @Test
    void showsAnUnknownCodeAsItIs() {
        assertThat(reasons.sentence("SOMETHING_NEW")).contains("SOMETHING_NEW");
        assertThat(reasons.sentence((String) null)).isEmpty();
    }
}
