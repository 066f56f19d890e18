package org.etp.prescriber;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

class PrescriberApplicationIntegrationTests extends PrescriberIntegrationTest {

    @LocalServerPort
    int port;

    @Test
    void startsAndReportsHealthy() throws Exception {
        assertThat(get("/actuator/health").body()).contains("\"status\":\"UP\"");
    }

    @Test
    void exportsMetricsForPrometheus() throws Exception {
        HttpResponse<String> response = get("/actuator/prometheus");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("jvm_memory_used_bytes");
    }

    private HttpResponse<String> get(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .build(), HttpResponse.BodyHandlers.ofString());
    }
}
