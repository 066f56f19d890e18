package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RevocationSettingsTests {

    @Test
    void asksOcspThenTheCrlsByDefaultWithAnHourAndTwoSeconds() {
        RevocationSettings defaults = RevocationSettings.defaults();

        assertThat(defaults.revocation()).containsExactly("ocsp", "crl");
        assertThat(defaults.ocsp().maxAge()).isEqualTo(Duration.ofHours(1));
        assertThat(defaults.ocsp().timeout()).isEqualTo(Duration.ofSeconds(2));
        assertThat(defaults.sources()).singleElement().isInstanceOf(OcspSource.class);
    }

    @Test
    void asksTheCrlsAloneWhenToldSo() {
        assertThat(new RevocationSettings(List.of(" CRL "), null, false, null).sources()).isEmpty();
    }

    @Test
    void refusesAnOrderThatWouldSkipOrPutTheCrlsFirstAndAnAgeThatIsNotPositive() {
        for (List<String> order : List.of(List.of("ocsp"), List.of("crl", "ocsp"), List.of("ocsp", "crl", "ocsp"),
                List.of("none"))) {
            assertThatThrownBy(() -> new RevocationSettings(order, null, false, null)).as(order.toString())
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("etp.trust.revocation");
        }
        assertThatThrownBy(() -> new RevocationSettings.Ocsp(Duration.ZERO, null))
                .hasMessageContaining("etp.trust.ocsp.max-age");
    }
}
