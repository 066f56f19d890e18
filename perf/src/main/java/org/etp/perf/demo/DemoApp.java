package org.etp.perf.demo;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One application of the demo as a process of its own ({@code java -jar <module>-…-exec.jar --key=value …}),
 * its output written to a log file, healthy once {@code /actuator/health} says UP.
 */
public final class DemoApp {

    private static final Duration STOP_GRACE = Duration.ofSeconds(30);

    private final String module;
    private final Path jar;
    private final int httpPort;
    private final List<String> arguments;
    private final Map<String, String> environment;
    private final Path log;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private volatile Process process;

    DemoApp(String module, Path jar, int httpPort, List<String> arguments, Map<String, String> environment,
            Path log) {
        this.module = module;
        this.jar = jar;
        this.httpPort = httpPort;
        this.arguments = List.copyOf(arguments);
        this.environment = Map.copyOf(environment);
        this.log = log;
    }

    /** The runnable jar the build attached to {@code module} ({@code target/<module>-<version>-exec.jar}). */
    static Path runnableJar(Path targetDir, String module) throws DemoException {
        try (Stream<Path> files = Files.list(targetDir)) {
            return files.filter(file -> file.getFileName().toString().matches(module + "-.*-exec\\.jar")).findFirst()
                    .orElseThrow(() -> new DemoException(notBuilt(targetDir, module)));
        } catch (IOException e) {
            throw new DemoException(notBuilt(targetDir, module), e);
        }
    }

    private static String notBuilt(Path targetDir, String module) {
        return "no runnable jar of " + module + " in " + targetDir + ": ./etp demo builds it; by hand,"
                + " ./mvnw -B -q -pl " + module + " -am package -DskipTests";
    }

    void start() throws DemoException {
        List<String> command = new ArrayList<>(List.of(javaExecutable(), "-Xmx512m", "-XX:+UseSerialGC",
                "-Djava.awt.headless=true", "-jar", jar.toString(), "--server.port=" + httpPort));
        command.addAll(arguments);
        try {
            Files.createDirectories(log.getParent());
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
            builder.environment().putAll(environment);
            process = builder.start();
        } catch (IOException e) {
            throw new DemoException("could not start " + module + ": " + e.getMessage(), e);
        }
    }

    /** Waits until the app says it is UP; fails at once, pointing at the log, if the process ends first. */
    void awaitHealthy(Duration timeout) throws DemoException, InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new DemoException(module + " stopped during start (exit " + process.exitValue() + "); its log, "
                        + log + ", says why:\n" + logTail(25));
            }
            if (healthy()) {
                return;
            }
            Thread.sleep(500);
        }
        throw new DemoException(module + " was not healthy within " + timeout.toSeconds() + " s; see " + log);
    }

    /** Asks the app to stop (SIGTERM: Spring Boot shuts down gracefully), forcibly after 30 s. */
    void stop() {
        Process running = process;
        if (running == null || !running.isAlive()) {
            return;
        }
        running.destroy();
        try {
            if (!running.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                running.destroyForcibly().waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            running.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    Process process() {
        return process;
    }

    String module() {
        return module;
    }

    Path log() {
        return log;
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + httpPort + path);
    }

    private boolean healthy() throws InterruptedException {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri("/actuator/health"))
                    .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 && response.body().contains("\"UP\"");
        } catch (IOException e) {
            return false;
        }
    }

    private String logTail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(the log cannot be read: " + e.getMessage() + ")";
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
