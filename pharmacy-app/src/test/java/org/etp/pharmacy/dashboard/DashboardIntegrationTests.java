package org.etp.pharmacy.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.time.Duration;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.measurement.DashboardData;
import org.etp.pharmacy.measurement.FormProfileStats;
import org.etp.pharmacy.measurement.MetricsQueries;
import org.etp.pharmacy.measurement.XmlPaths;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.TestPki;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;

@CounterAppTest
class DashboardIntegrationTests {

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Autowired
    MetricsQueries metrics;

    @Test
    void chartsStoredMetricsPerFormAndProfileAfterTraffic() throws Exception {
        for (int i = 0; i < 6; i++) {
            Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 540_000 + i);
            Arrivals.send(intake.port(), WireFormat.XML, Profile.SIMPLE, 540_100 + i);
        }
        // Measurements ride along with a later group commit: wait until they are stored.
        await().atMost(Duration.ofSeconds(10)).until(() -> messages(metrics.window(5), "XML simple") >= 6
                && messages(metrics.window(5), "DER prescription") >= 6);

        DashboardData data = metrics.window(5);

        FormProfileStats der = group(data, "DER prescription");
        assertThat(der.p50Millis()).isPositive();
        assertThat(der.p95Millis()).isGreaterThanOrEqualTo(der.p50Millis());
        assertThat(der.p99Millis()).isGreaterThanOrEqualTo(der.p95Millis());
        assertThat(der.cpuMicros()).isPositive();
        assertThat(der.bytes()).isPositive();
        assertThat(data.times()).hasSize(MetricsQueries.BUCKETS);
        assertThat(data.throughput().get("DER prescription")).hasSize(MetricsQueries.BUCKETS)
                .anySatisfy(perSecond -> assertThat(perSecond).isPositive());
        assertThat(data.rssMiB()).anySatisfy(rss -> assertThat(rss).isNotNull().isPositive());
    }

    @Test
    void servesTheChartDataAsJsonToSignedInStaff() throws Exception {
        Arrivals.send(intake.port(), WireFormat.XML, Profile.COMPLEX, 540_200);
        await().atMost(Duration.ofSeconds(10)).until(() -> messages(metrics.window(5), "XML complex") >= 1);

        mvc.perform(get("/dashboard/data").param("minutes", "5").with(user("lee").roles("TECHNICIAN")))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.windowMinutes").value(5))
                .andExpect(jsonPath("$.groups[?(@.format == 'XML' && @.profile == 'complex')].p95Millis",
                        Matchers.hasSize(1)))
                .andExpect(jsonPath("$.throughput['XML complex']", Matchers.hasSize(MetricsQueries.BUCKETS)))
                .andExpect(jsonPath("$.rssMiB", Matchers.hasSize(MetricsQueries.BUCKETS)));
        mvc.perform(get("/dashboard").with(user("lee").roles("TECHNICIAN")))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.matchesPattern("(?s).*src=\"/webjars/chart\\.js/[0-9.]+/dist/chart\\.umd\\.min\\.js\".*")));
        mvc.perform(get("/webjars/chart.js/dist/chart.umd.min.js")).andExpect(status().isOk());
    }

    @Test
    void showsWhichWayXmlMessagesWentAndTheTemplateHitRate() throws Exception {
        // one shape: the first is learned from DOM's verdict, the rest are served from the template
        for (int i = 0; i < 4; i++) {
            Arrivals.send(intake.port(), WireFormat.XML, Profile.SIMPLE, 20_000_000 + i);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> metrics.window(5).xmlPaths().counts()
                .getOrDefault("template", 0L) >= 3);

        XmlPaths paths = metrics.window(5).xmlPaths();

        assertThat(paths.counts()).containsKey("template-learned");
        assertThat(paths.templateHitRate()).isGreaterThan(0.0).isLessThan(1.0);
        mvc.perform(get("/dashboard/data").param("minutes", "5").with(user("lee").roles("TECHNICIAN")))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.xmlPaths.counts.template").value(Matchers.greaterThanOrEqualTo(3)))
                .andExpect(jsonPath("$.xmlPaths.templateHitRate").isNumber());
        mvc.perform(get("/dashboard").param("minutes", "5").with(user("lee").roles("TECHNICIAN")))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("Template hit rate: ")))
                .andExpect(content().string(Matchers.containsString("<th scope=\"row\">template-learned</th>")));
    }

    @Test
    void listsRejectedMessagesWithReasonPeerAndSize() throws Exception {
        byte[] certificate = TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.RSA2048, 540_300);
        certificate[certificate.length - 1] ^= 1;
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.DER, certificate).status()).isEqualTo(ResponseStatus.REJECTED);
        }
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> mvc.perform(get("/rejections")
                        .with(user("lee").roles("TECHNICIAN")))
                .andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("BAD_SIGNATURE")))
                .andExpect(content().string(Matchers.containsString(
                        "<td>" + (Frames.HEADER_LENGTH + certificate.length) + "</td>"))));
    }

    private static long messages(DashboardData data, String label) {
        return data.groups().stream().filter(g -> g.label().equals(label)).mapToLong(FormProfileStats::messages).sum();
    }

    private static FormProfileStats group(DashboardData data, String label) {
        return data.groups().stream().filter(g -> g.label().equals(label)).findFirst().orElseThrow();
    }
}
