package org.etp.perf.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseStatus;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class LoadReportTests {

    private static final LoadReport.Setup CLOSED = new LoadReport.Setup("127.0.0.1:7400", false, 2, 400, "der",
            "prescription", "rsa2048", true, 16, Optional.empty(), 42, 1234.4);
    private static final LoadReport.Latency LATENCY = new LoadReport.Latency(400, 3.12, 5.2, 9.8, 12.01, 13.11, 3.5);
    private static final LoadReport.Stages STAGES = new LoadReport.Stages(50, 800, 30, 2500, 3500);

    @Test
    void printsThroughputLatencyPercentilesAndCountsByStatusAndReason() {
        LoadReport report = new LoadReport(CLOSED, 1.25, 2.0, 400, LATENCY, STAGES,
                Map.of(ResponseStatus.REJECTED, 3L, ResponseStatus.ACCEPTED, 397L),
                Map.of(Reason.EXPIRED, 1L, Reason.BAD_SIGNATURE, 2L), 0, Optional.empty());

        assertThat(report.text()).isEqualTo("""
                400 der prescription certificates, signed with rsa2048 (seed 42, 1234 bytes on average), \
                prepared in 1.3 s
                sent to 127.0.0.1:7400 over 2 connections (plain TCP), closed loop, 16 in flight per connection
                elapsed 2.000 s, throughput 200.0 msg/s
                latency ms (400, from send): p50 3.120  p90 5.200  p99 9.800  p99.9 12.010  max 13.110  mean 3.500
                server mean us (ACCEPTED): decode 50, verify 800, parse 30, store 2500, total 3500
                status: ACCEPTED 397, REJECTED 3 (BAD_SIGNATURE 2, EXPIRED 1)
                """);
        assertThat(report.allAccepted()).isFalse();
    }

    @Test
    void saysAnOpenLoopMeasuresFromTheIntendedSendTimeAndCountsTheUnanswered() {
        LoadReport.Setup open = new LoadReport.Setup("localhost:7400", true, 1, 10, "xml", "simple", "ecp256", true,
                8, Optional.of(500.0), 7, 900);
        LoadReport report = new LoadReport(open, 0.1, 0.5, 6, LATENCY, STAGES, Map.of(ResponseStatus.ACCEPTED, 6L),
                Map.of(), 4, Optional.of("the pharmacy at localhost:7400 closed the connection"));

        assertThat(report.text()).contains("over 1 connection (TLS), open loop at 500.0 msg/s, at most 8 in flight")
                .contains("latency ms (400, from intended send time)")
                .contains("unanswered: 4 (the pharmacy at localhost:7400 closed the connection)");
        assertThat(report.throughput()).isEqualTo(12.0);
        assertThat(report.allAccepted()).isFalse();
    }

    @Test
    void allAcceptedWhenEveryRequestWasAcceptedOrADuplicate() {
        LoadReport report = new LoadReport(CLOSED, 1, 2, 400, LATENCY, STAGES,
                Map.of(ResponseStatus.ACCEPTED, 390L, ResponseStatus.DUPLICATE, 10L), Map.of(), 0, Optional.empty());

        assertThat(report.allAccepted()).isTrue();
        assertThat(report.text()).contains("status: ACCEPTED 390, DUPLICATE 10\n");
    }

    @Test
    void writesTheSameFiguresAsJson() throws Exception {
        LoadReport report = new LoadReport(CLOSED, 1.25, 2.0, 400, LATENCY, STAGES,
                Map.of(ResponseStatus.ACCEPTED, 398L, ResponseStatus.REJECTED, 2L), Map.of(Reason.BAD_SIGNATURE, 2L),
                0, Optional.empty());

        JsonNode json = JsonMapper.builder().build().readTree(LoadReportJson.write(report));

        assertThat(json.get("target").asString()).isEqualTo("127.0.0.1:7400");
        assertThat(json.get("loop").asString()).isEqualTo("closed");
        assertThat(json.get("ratePerSecond").isNull()).isTrue();
        assertThat(json.get("throughputPerSecond").asDouble()).isEqualTo(200.0);
        assertThat(json.get("latencyMs").get("p999").asDouble()).isEqualTo(12.01);
        assertThat(json.get("latencyMs").get("from").asString()).isEqualTo("send");
        assertThat(json.get("serverMeanMicros").get("verify").asDouble()).isEqualTo(800);
        assertThat(json.get("statuses").get("ACCEPTED").asLong()).isEqualTo(398);
        assertThat(json.get("statuses").get("ERROR").asLong()).isZero();
        assertThat(json.get("rejectReasons").get("BAD_SIGNATURE").asLong()).isEqualTo(2);
        assertThat(json.get("unanswered").asLong()).isZero();
        assertThat(json.get("firstFailure").isNull()).isTrue();
    }
}
