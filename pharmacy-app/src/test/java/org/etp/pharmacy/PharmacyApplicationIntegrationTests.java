package org.etp.pharmacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

@PharmacyAppTest
class PharmacyApplicationIntegrationTests {

    @LocalServerPort
    int port;

    @Autowired
    IntakeServer intake;

    @Test
    void startsAndReportsHealthy() throws Exception {
        HttpResponse<String> response = get("/actuator/health");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"status\":\"UP\"");
    }

    @Test
    void exposesPerMessageMetersAtPrometheus() throws Exception {
        try (IntakeSocket socket = new IntakeSocket(intake.port())) {
            assertThat(socket.submit(WireFormat.XML, TestPki.signed(WireFormat.XML, Profile.COMPLEX,
                    SignatureAlgorithm.RSA2048, 70_000)).status()).isEqualTo(ResponseStatus.ACCEPTED);
        }

        String metrics = get("/actuator/prometheus").body();

        assertThat(metrics)
                .containsPattern("etp_intake_messages_total\\{[^}]*format=\"XML\"[^}]*status=\"ACCEPTED\"[^}]*} [1-9]")
                .containsPattern("etp_intake_messages_total\\{[^}]*format=\"XML\",path=\"(template|template-learned"
                        + "|dom-fallback:[a-z-]+)\"[^}]*} [1-9]")
                .containsPattern("etp_intake_latency_seconds_count\\{[^}]*profile=\"complex\"[^}]*} [1-9]")
                .containsPattern("etp_intake_stage_seconds_count\\{[^}]*stage=\"verify\"[^}]*} [1-9]")
                .containsPattern("etp_intake_cpu_seconds_count\\{mode=\"total\"[^}]*} [1-9]")
                .contains("etp_store_batch_size_count", "etp_intake_page_faults_total");
    }

    private HttpResponse<String> get(String path) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .build(), HttpResponse.BodyHandlers.ofString());
    }
}
