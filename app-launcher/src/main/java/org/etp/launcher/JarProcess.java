package org.etp.launcher;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One run of a {@link JarCommand} as a child process. Its standard input is closed at once (it reads end of
 * file), its output goes to the command's log. {@link #stop} ends it as an operator would — SIGTERM, so
 * that a Spring Boot application shuts down gracefully — and forcibly only after a grace period;
 * {@link #kill} ends it at once, as a power cut would. Unless the command says otherwise, the process is
 * also sent SIGTERM if this JVM exits while it runs. To run the command again, start it again.
 */
public final class JarProcess implements AutoCloseable {

    /** How long {@link #close()} waits for a graceful stop, and {@link #kill()} for the end of a killed process. */
    public static final Duration STOP_GRACE = Duration.ofSeconds(30);

    private final JarCommand command;
    private final Process process;
    private final Thread stopOnExit;

    private JarProcess(JarCommand command, Process process) {
        this.command = command;
        this.process = process;
        this.stopOnExit = command.stopOnJvmExit()
                ? new Thread(process::destroy, "stop-" + command.name() + "-" + process.pid()) : null;
        if (stopOnExit != null) {
            Runtime.getRuntime().addShutdownHook(stopOnExit);
        }
    }

    /** Starts the command and returns at once; see {@link #awaitReady}. */
    public static JarProcess start(JarCommand command) throws IOException {
        Path log = command.log();
        if (log.toAbsolutePath().getParent() != null) {
            Files.createDirectories(log.toAbsolutePath().getParent());
        }
        ProcessBuilder builder = new ProcessBuilder(command.commandLine()).redirectErrorStream(true);
        builder.environment().putAll(command.environment());
        if (command.appendToLog()) {
            Files.writeString(log, "=== " + Instant.now() + " starting " + command.name() + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            builder.redirectOutput(Redirect.appendTo(log.toFile()));
        } else {
            builder.redirectOutput(Redirect.to(log.toFile()));
        }
        Process process = builder.start();
        JarProcess started = new JarProcess(command, process);
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            started.kill();
            throw e;
        }
        return started;
    }

    /**
     * Asks {@code readiness} every {@code poll} until it says ready; fails as soon as the process ends, or
     * when {@code timeout} has passed with the process still not ready (it is left running).
     */
    public void awaitReady(Readiness readiness, Duration timeout, Duration poll)
            throws NotReadyException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw NotReadyException.exited(command.name(), process.exitValue());
            }
            if (readiness.isReady()) {
                return;
            }
            Thread.sleep(poll.toMillis());
        }
        throw NotReadyException.timedOut(command.name(), timeout);
    }

    /**
     * Sends SIGTERM and waits up to {@code grace} for the process to end, then kills it. Interrupted, it
     * kills the process at once and keeps the interrupt.
     */
    public void stop(Duration grace) {
        if (process.isAlive()) {
            process.destroy();
            try {
                if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                    kill();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        forgetShutdownHook();
    }

    /** SIGKILL, as {@code kill -9} does: no shutdown hooks, nothing flushed; waits for the end of the process. */
    public void kill() {
        if (process.isAlive()) {
            try {
                process.destroyForcibly().waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        forgetShutdownHook();
    }

    /** Stops the process gracefully, within {@link #STOP_GRACE}. */
    @Override
    public void close() {
        stop(STOP_GRACE);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The exit code; only once the process has ended. */
    public int exitValue() {
        return process.exitValue();
    }

    /** Completes when the process ends, however it ends. */
    public CompletableFuture<Process> onExit() {
        return process.onExit();
    }

    public long pid() {
        return process.pid();
    }

    public Path log() {
        return command.log();
    }

    /** The last {@code lines} lines of the log, for failure messages. */
    public String logTail(int lines) {
        try {
            List<String> all = Files.readAllLines(command.log(), StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(the log cannot be read: " + e.getMessage() + ")";
        }
    }

    @Override
    public String toString() {
        return command.name() + " (pid " + process.pid() + ")";
    }

    private void forgetShutdownHook() {
        if (stopOnExit == null) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(stopOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run: it stops the process
        }
    }
}
