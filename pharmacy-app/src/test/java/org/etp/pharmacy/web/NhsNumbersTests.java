package org.etp.pharmacy.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NhsNumbersTests {

    @Test
    void groupsTenDigitsThreeThreeFour() {
        assertThat(NhsNumbers.format("9434765919")).isEqualTo("943 476 5919");
    }

    @Test
    void leavesAnythingElseAsItIs() {
        assertThat(NhsNumbers.format("94347")).isEqualTo("94347");
        assertThat(NhsNumbers.format(null)).isEmpty();
    }
}
