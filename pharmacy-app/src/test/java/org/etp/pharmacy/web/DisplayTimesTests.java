package org.etp.pharmacy.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class DisplayTimesTests {

    private final DisplayTimes london = new DisplayTimes(new UiProperties(ZoneId.of("Europe/London")));

    @Test
    void showsAnInstantInThePharmacysZoneAndNamesTheZone() {
        assertThat(london.of(Instant.parse("2026-01-15T09:30:05Z"))).isEqualTo("15 Jan 2026, 09:30:05 GMT");
        assertThat(london.of(Instant.parse("2026-07-15T09:30:05Z"))).isEqualTo("15 Jul 2026, 10:30:05 BST");
    }

    @Test
    void showsAnInstantInAnotherConfiguredZone() {
        DisplayTimes berlin = new DisplayTimes(new UiProperties(ZoneId.of("Europe/Berlin")));

        assertThat(berlin.of(Instant.parse("2026-01-15T09:30:05Z"))).isEqualTo("15 Jan 2026, 10:30:05 CET");
    }

    @Test
    void givesAChartAxisTheTimeOfDayInThePharmacysZone() {
        DisplayTimes kathmandu = new DisplayTimes(new UiProperties(ZoneId.of("Asia/Kathmandu")));

        assertThat(london.timeOfDay(Instant.parse("2026-07-15T09:30:05Z"))).isEqualTo("10:30:05");
        assertThat(kathmandu.timeOfDay(Instant.parse("2026-07-15T09:30:05Z"))).isEqualTo("15:15:05");
    }

    @Test
    void showsNothingForNoInstant() {
        assertThat(london.of(null)).isEmpty();
        assertThat(london.date(java.time.LocalDate.of(1970, 1, 15))).isEqualTo("15 Jan 1970");
    }
}
