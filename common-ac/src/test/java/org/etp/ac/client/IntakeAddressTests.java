package org.etp.ac.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IntakeAddressTests {

    @Test
    void readsHostAndPort() {
        assertThat(IntakeAddress.parse("localhost:7400")).isEqualTo(new IntakeAddress("localhost", 7400));
        assertThat(IntakeAddress.parse("10.0.0.5:1")).isEqualTo(new IntakeAddress("10.0.0.5", 1));
    }

    @Test
    void readsAnIpv6LiteralInBracketsAndWritesItBack() {
        IntakeAddress address = IntakeAddress.parse("[::1]:7400");

        assertThat(address.host()).isEqualTo("::1");
        assertThat(address).hasToString("[::1]:7400");
    }

    @ParameterizedTest
    @ValueSource(strings = {"localhost", "localhost:", ":7400", "localhost:http", "localhost:0", "localhost:65536",
            "::1:7400"})
    void refusesWhatIsNotHostColonPortSayingWhy(String text) {
        assertThatThrownBy(() -> IntakeAddress.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining("Exception");
    }
}
