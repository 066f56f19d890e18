package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.etp.db.testing.TestDatabase;
import org.etp.launcher.FreePorts;
import org.etp.systemtests.support.EtpSystem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The README's run command, {@code ./etp demo}, as a user runs it: a process of its own (on free ports and
 * fresh databases, so it collides with nothing), which must bring both UIs up, carry a prescription from
 * the prescriber's UI into the pharmacy's database (its revocation status from the demo's OCSP responder), and on
 * Ctrl-C leave nothing running.
 */
class DemoIntegrationTests {

    private static final Duration STARTUP = Duration.ofMinutes(6);
    private static final Pattern SAMPLE = Pattern.compile("prescription (\\S{20}): .* ACCEPTED by the pharmacy");

    private final TestDatabase pharmacyDatabase = TestDatabase.create("etp_st_demo_pharmacy");
    private final TestDatabase prescriberDatabase = TestDatabase.create("etp_st_demo_prescriber");
    private final int prescriberPort = FreePorts.next();
    private final int pharmacyPort = FreePorts.next();
    private final int intakePort = FreePorts.next();
    private final int ocspPort = FreePorts.next();
    private final HttpClient http = HttpClient.newHttpClient();
    private Process demo;

    @AfterEach
    void stopTheDemo() {
        if (demo != null && demo.isAlive()) {
            demo.descendants().forEach(ProcessHandle::destroyForcibly);
            demo.destroyForcibly();
        }
    }

    @Test
    void bringsBothUisUpCarriesAPrescriptionThroughAndStopsEverythingOnCtrlC() throws Exception {
        Path dir = Path.of(System.getProperty("etp.system-tests.dir", "target/system-tests"))
                .resolve("demo-" + System.currentTimeMillis()).toAbsolutePath();
        Files.createDirectories(dir);
        Path output = dir.resolve("demo.out");
        ProcessBuilder builder = new ProcessBuilder(root().resolve("etp").toString(), "demo", "--dir", dir.toString(),
                "--prescriber-port", String.valueOf(prescriberPort), "--pharmacy-port", String.valueOf(pharmacyPort),
                "--intake-port", String.valueOf(intakePort), "--pharmacy-database", name(pharmacyDatabase),
                "--prescriber-database", name(prescriberDatabase), "--ocsp-port", String.valueOf(ocspPort))
                .directory(root().toFile()).redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().put("SPRING_DATASOURCE_URL", pharmacyDatabase.url());
        builder.environment().put("SPRING_DATASOURCE_USERNAME", pharmacyDatabase.username());
        if (pharmacyDatabase.password() != null) {
            builder.environment().put("SPRING_DATASOURCE_PASSWORD", pharmacyDatabase.password());
        }
        demo = builder.start();

        String printed = awaitReady(output);
        assertThat(printed).contains("http://localhost:" + prescriberPort, "http://localhost:" + pharmacyPort,
                "hart / hart-demo", "shah / shah-demo", dir.resolve("logs").resolve("pharmacy-app.log").toString());
        assertThat(loginPage(prescriberPort)).contains("name=\"password\"");
        assertThat(loginPage(pharmacyPort)).contains("name=\"password\"");

        Matcher sample = SAMPLE.matcher(printed);
        assertThat(sample.find()).as("the sample line in:\n%s", printed).isTrue();
        String id = sample.group(1);
        assertThat(EtpSystem.query(prescriberDatabase, "SELECT status FROM outbox WHERE prescription_id = ?", id))
                .containsExactly("ACCEPTED");
        assertThat(EtpSystem.query(pharmacyDatabase, "SELECT status FROM prescription WHERE prescription_id = ?", id))
                .containsExactly("RECEIVED");
        assertThat(EtpSystem.query(pharmacyDatabase, "SELECT s.revocation_source FROM prescription p"
                + " JOIN signer_validation s ON s.id = p.signer WHERE p.prescription_id = ?", id))
                .as("the demo's certificates name its OCSP responder, whose answer the pharmacy used")
                .containsExactly("OCSP");

        List<ProcessHandle> started = demo.descendants().toList();
        assertThat(started).as("the two applications").hasSizeGreaterThanOrEqualTo(2);
        new ProcessBuilder("kill", "-INT", String.valueOf(demo.pid())).inheritIO().start().waitFor();

        assertThat(demo.waitFor(90, TimeUnit.SECONDS)).as("the demo ends on SIGINT").isTrue();
        for (ProcessHandle process : started) {
            process.onExit().get(30, TimeUnit.SECONDS);
            assertThat(process.isAlive()).as("%s", process.info().commandLine().orElse("a child")).isFalse();
        }
        for (int port : new int[] {prescriberPort, pharmacyPort, intakePort, ocspPort}) {
            assertThat(free(port)).as("port %d is free again", port).isTrue();
        }
        assertThat(Files.readString(output)).contains("Stopped everything the demo started.");
    }

    private String awaitReady(Path output) throws IOException, InterruptedException {
        Instant deadline = Instant.now().plus(STARTUP);
        while (Instant.now().isBefore(deadline)) {
            String printed = Files.readString(output);
            if (printed.contains("Press Ctrl-C")) {
                return printed;
            }
            assertThat(demo.isAlive()).as("the demo ended before it was ready:\n%s", printed).isTrue();
            Thread.sleep(500);
        }
        throw new AssertionError("the demo was not ready within " + STARTUP + ":\n" + Files.readString(output));
    }

    private String loginPage(int port) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/login"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        return response.body();
    }

    private static boolean free(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static String name(TestDatabase database) {
        String url = database.url();
        int end = url.indexOf('?') < 0 ? url.length() : url.indexOf('?');
        return url.substring(url.lastIndexOf('/', end) + 1, end);
    }

    private static Path root() {
        return Path.of(System.getProperty("etp.root", "..")).toAbsolutePath().normalize();
    }
}
