package org.etp.ac.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ClientSettingsTests {

    private static final IntakeAddress TARGET = new IntakeAddress("localhost", 7400);

    @Test
    void defaultsToPlainTcpWithBoundedWaits() {
        ClientSettings settings = ClientSettings.of(TARGET);

        assertThat(settings.tls()).isEmpty();
        assertThat(settings.connectTimeout()).isEqualTo(ClientSettings.DEFAULT_CONNECT_TIMEOUT);
        assertThat(settings.responseTimeout()).isEqualTo(ClientSettings.DEFAULT_RESPONSE_TIMEOUT);
        assertThat(settings.maxInFlight()).isEqualTo(ClientSettings.DEFAULT_MAX_IN_FLIGHT);
    }

    @Test
    void withersChangeOneSettingEach() {
        ClientSettings settings = ClientSettings.of(TARGET).withMaxInFlight(3)
                .withResponseTimeout(Duration.ofSeconds(2)).withConnectTimeout(Duration.ofMillis(500));

        assertThat(settings).isEqualTo(new ClientSettings(TARGET, settings.tls(), Duration.ofMillis(500),
                Duration.ofSeconds(2), 3));
    }

    @Test
    void refusesZeroTimeoutsAndAnEmptyWindow() {
        ClientSettings settings = ClientSettings.of(TARGET);

        assertThatThrownBy(() -> settings.withResponseTimeout(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("response timeout");
        assertThatThrownBy(() -> settings.withConnectTimeout(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("connect timeout");
        assertThatThrownBy(() -> settings.withMaxInFlight(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
