package org.etp.pharmacy.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import org.etp.pharmacy.measurement.MetricsQueries;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The dashboard's time axis is in the pharmacy's zone ({@code etp.ui.zone}), not the JVM's: a zone 5 h 45 min from
 * UTC, which no JVM default here is, makes the difference visible.
 */
@PharmacyAppTest(properties = "etp.ui.zone=Asia/Kathmandu")
class DashboardZoneIntegrationTests {

    private static final ZoneId KATHMANDU = ZoneId.of("Asia/Kathmandu");

    @Autowired
    MetricsQueries metrics;

    @Test
    void labelsTheTimeAxisInThePharmacysZone() {
        LocalTime before = LocalTime.now(KATHMANDU).withNano(0);
        List<String> times = metrics.window(5).times();
        LocalTime after = LocalTime.now(KATHMANDU);

        LocalTime lastBucket = LocalTime.parse(times.get(times.size() - 1));
        // the last bucket (5 s wide in a 5-minute window) starts at most 5 s before now, there
        assertThat(Duration.between(lastBucket, before).getSeconds()).isBetween(0L, 5L);
        assertThat(lastBucket).isBeforeOrEqualTo(after);
        Instant now = Instant.now();
        assertThat(ZoneId.systemDefault().getRules().getOffset(now)).isNotEqualTo(KATHMANDU.getRules().getOffset(now));
    }
}
