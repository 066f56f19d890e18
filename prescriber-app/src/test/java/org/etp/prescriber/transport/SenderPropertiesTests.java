package org.etp.prescriber.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import org.etp.ac.client.IntakeAddress;
import org.junit.jupiter.api.Test;

class SenderPropertiesTests {

    private final SenderProperties properties = new SenderProperties(Duration.ofSeconds(1), Duration.ofSeconds(60),
            Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(1), 32,
            SenderProperties.Attach.STAPLED);

    @Test
    void doublesTheBackoffAfterEachFailedAttemptUpToTheCap() {
        assertThat(properties.backoff(1)).isEqualTo(Duration.ofSeconds(1));
        assertThat(properties.backoff(2)).isEqualTo(Duration.ofSeconds(2));
        assertThat(properties.backoff(6)).isEqualTo(Duration.ofSeconds(32));
        assertThat(properties.backoff(7)).isEqualTo(Duration.ofSeconds(60));
        assertThat(properties.backoff(1000)).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void leasesAClaimedRowForLongerThanAnAttemptCanTake() {
        assertThat(properties.lease()).isGreaterThan(Duration.ofSeconds(40));
    }

    @Test
    void refusesACapBelowTheFirstBackoff() {
        assertThatIllegalArgumentException().isThrownBy(() -> new SenderProperties(Duration.ofSeconds(5),
                Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(1), 1,
                SenderProperties.Attach.STAPLED));
    }

    @Test
    void readsHostAndPortOfAPharmacy() {
        PharmacyProperties.Pharmacy pharmacy = new PharmacyProperties.Pharmacy("Riverside Pharmacy", "FA123",
                "localhost:7400", false);

        assertThat(pharmacy.intakeAddress()).isEqualTo(new IntakeAddress("localhost", 7400));
        assertThat(new PharmacyProperties.Pharmacy("P", "FA123", "[::1]:7401", true).intakeAddress().host())
                .isEqualTo("::1");
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new PharmacyProperties.Pharmacy("P", "FA123", "localhost", false));
    }
}
