package org.etp.launcher;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** When a started application counts as ready; asked again and again until it says so or time runs out. */
@FunctionalInterface
public interface Readiness {

    /** Whether the application is ready now; {@code false} while it is still starting. */
    boolean isReady() throws InterruptedException;

    /** Ready once a TCP connection to {@code host:port} succeeds (each try gives up after half a second). */
    static Readiness portOpen(String host, int port) {
        return () -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(host, port), 500);
                return true;
            } catch (IOException notYet) {
                return false;
            }
        };
    }

    /** Ready once {@code health} (Spring Boot's {@code /actuator/health}) answers 200 with status UP. */
    static Readiness healthUp(URI health) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest request = HttpRequest.newBuilder(health).timeout(Duration.ofSeconds(2)).build();
        return () -> {
            try {
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                return response.statusCode() == 200 && response.body().contains("\"UP\"");
            } catch (IOException notYet) {
                return false;
            }
        };
    }
}
