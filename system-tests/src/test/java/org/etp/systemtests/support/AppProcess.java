package org.etp.systemtests.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
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
import java.util.concurrent.TimeUnit;

/**
 * One application run as a real process from its runnable jar ({@code java -jar app.jar --key=value ...}),
 * its output appended to a log file. It can be started again after a stop or a kill, with the same
 * arguments (so the same ports, database and PKI): that is how restart and crash tests use it.
 */
public final class AppProcess implements AutoCloseable {

    private static final Duration STOP_GRACE = Duration.ofSeconds(30);

    private final String name;
    private final Path jar;
    private final int httpPort;
    private final List<String> arguments;
    private final Path log;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private Process process;

    AppProcess(String name, Path jar, int httpPort, List<String> arguments, Path log) {
        this.name = name;
        this.jar = jar;
        this.httpPort = httpPort;
        this.arguments = List.copyOf(arguments);
        this.log = log;
    }

    /** Starts the process (it must not be running) and returns at once; see {@link #awaitHealthy}. */
    public synchronized AppProcess start() {
        if (isRunning()) {
            throw new IllegalStateException(name + " is already running");
        }
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: build it first (the system-tests module copies the"
                    + " runnable jars to target/apps in pre-integration-test)");
        }
        List<String> command = new ArrayList<>(List.of(javaExecutable(), "-Xmx384m", "-XX:+UseSerialGC",
                "-Djava.awt.headless=true", "-jar", jar.toString(), "--server.port=" + httpPort));
        command.addAll(arguments);
        try {
            Files.createDirectories(log.getParent());
            Files.writeString(log, "=== " + Instant.now() + " starting " + name + "\n", StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + name, e);
        }
        return this;
    }

    /** Starts the process and waits until it reports healthy. */
    public AppProcess startHealthy() {
        return start().awaitHealthy(Duration.ofSeconds(90));
    }

    /** Waits until {@code /actuator/health} says UP; fails early, with the log's tail, if the process ends. */
    public AppProcess awaitHealthy(Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (!isRunning()) {
                throw new IllegalStateException(name + " ended before it was healthy (exit " + process.exitValue()
                        + "):\n" + logTail(60));
            }
            if (healthy()) {
                return this;
            }
            sleep(250);
        }
        throw new IllegalStateException(name + " was not healthy within " + timeout + ":\n" + logTail(60));
    }

    /** Stops gracefully (SIGTERM), then forcibly if it has not ended within 30 s. */
    public synchronized void stop() {
        if (process == null || !process.isAlive()) {
            return;
        }
        process.destroy();
        if (!waitFor(STOP_GRACE)) {
            kill();
        }
    }

    /** Ends the process at once, as {@code kill -9} does: no shutdown hooks, nothing flushed. */
    public synchronized void kill() {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
            waitFor(STOP_GRACE);
        }
    }

    public synchronized boolean isRunning() {
        return process != null && process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    public int httpPort() {
        return httpPort;
    }

    public URI uri(String path) {
        return URI.create("http://localhost:" + httpPort + path);
    }

    public Path log() {
        return log;
    }

    /** The last {@code lines} lines of the log, for failure messages. */
    public String logTail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        stop();
    }

    @Override
    public String toString() {
        return name + " on port " + httpPort;
    }

    private boolean healthy() {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri("/actuator/health"))
                    .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 && response.body().contains("\"UP\"");
        } catch (ConnectException e) {
            return false;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + name, e);
        }
    }

    private boolean waitFor(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
