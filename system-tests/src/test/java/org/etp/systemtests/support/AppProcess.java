package org.etp.systemtests.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.etp.launcher.JarCommand;
import org.etp.launcher.JarProcess;
import org.etp.launcher.NotReadyException;
import org.etp.launcher.Readiness;

/**
 * One application run as a real process from its runnable jar ({@code java -jar app.jar --key=value ...}),
 * its output appended to a log file. It can be started again after a stop or a kill, with the same
 * arguments (so the same ports, database and PKI): that is how restart and crash tests use it.
 */
public final class AppProcess implements AutoCloseable {

    private static final List<String> JVM_OPTIONS = List.of("-Xmx384m", "-XX:+UseSerialGC",
            "-Djava.awt.headless=true");

    private final String name;
    private final int httpPort;
    private final JarCommand command;
    private JarProcess process;

    AppProcess(String name, Path jar, int httpPort, List<String> arguments, Path log) {
        this.name = name;
        this.httpPort = httpPort;
        this.command = JarCommand.builder(name, jar, log).jvmOptions(JVM_OPTIONS)
                .arguments(List.of("--server.port=" + httpPort)).arguments(arguments).appendToLog().build();
    }

    /** Starts the process (it must not be running) and returns at once; see {@link #awaitHealthy}. */
    public synchronized AppProcess start() {
        if (isRunning()) {
            throw new IllegalStateException(name + " is already running");
        }
        if (!Files.isRegularFile(command.jar())) {
            throw new IllegalStateException(command.jar() + " is missing: build it first (the system-tests module"
                    + " copies the runnable jars to target/apps in pre-integration-test)");
        }
        try {
            process = JarProcess.start(command);
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
        try {
            process.awaitReady(Readiness.healthUp(uri("/actuator/health")), timeout, Duration.ofMillis(250));
            return this;
        } catch (NotReadyException e) {
            if (e.exitCode().isPresent()) {
                throw new IllegalStateException(name + " ended before it was healthy (exit "
                        + e.exitCode().getAsInt() + "):\n" + logTail(60));
            }
            throw new IllegalStateException(name + " was not healthy within " + timeout + ":\n" + logTail(60));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + name, e);
        }
    }

    /** Stops gracefully (SIGTERM), then forcibly if it has not ended within 30 s. */
    public synchronized void stop() {
        if (process != null) {
            process.stop(JarProcess.STOP_GRACE);
        }
    }

    /** Ends the process at once, as {@code kill -9} does: no shutdown hooks, nothing flushed. */
    public synchronized void kill() {
        if (process != null) {
            process.kill();
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
        return command.log();
    }

    /** The last {@code lines} lines of the log, for failure messages. */
    public synchronized String logTail(int lines) {
        return process == null ? "(not started yet)" : process.logTail(lines);
    }

    @Override
    public void close() {
        stop();
    }

    @Override
    public String toString() {
        return name + " on port " + httpPort;
    }
}
