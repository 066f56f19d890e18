package org.etp.perf.demo;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.etp.launcher.JarCommand;
import org.etp.launcher.JarProcess;
import org.etp.launcher.NotReadyException;
import org.etp.launcher.Readiness;
import org.etp.launcher.RunnableJars;

/**
 * One application of the demo as a process of its own ({@code java -jar <module>-…-exec.jar --key=value …}),
 * its output written to a log file, healthy once {@code /actuator/health} says UP. The demo stops its
 * applications itself, in order, so the launcher leaves them alone when the JVM exits.
 */
public final class DemoApp {

    private static final List<String> JVM_OPTIONS = List.of("-Xmx512m", "-XX:+UseSerialGC",
            "-Djava.awt.headless=true");

    private final String module;
    private final int httpPort;
    private final JarCommand command;
    private volatile JarProcess process;

    DemoApp(String module, Path jar, int httpPort, List<String> arguments, Map<String, String> environment,
            Path log) {
        this.module = module;
        this.httpPort = httpPort;
        this.command = JarCommand.builder(module, jar, log).jvmOptions(JVM_OPTIONS)
                .arguments(List.of("--server.port=" + httpPort)).arguments(arguments).environment(environment)
                .stopOnJvmExit(false).build();
    }

    /** The runnable jar the build attached to {@code module} ({@code target/<module>-<version>-exec.jar}). */
    static Path runnableJar(Path targetDir, String module) throws DemoException {
        try {
            return RunnableJars.find(targetDir, module)
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
        try {
            process = JarProcess.start(command);
        } catch (IOException e) {
            throw new DemoException("could not start " + module + ": " + e.getMessage(), e);
        }
    }

    /** Waits until the app says it is UP; fails at once, pointing at the log, if the process ends first. */
    void awaitHealthy(Duration timeout) throws DemoException, InterruptedException {
        try {
            process.awaitReady(Readiness.healthUp(uri("/actuator/health")), timeout, Duration.ofMillis(500));
        } catch (NotReadyException e) {
            if (e.exitCode().isPresent()) {
                throw new DemoException(module + " stopped during start (exit " + e.exitCode().getAsInt()
                        + "); its log, " + log() + ", says why:\n" + process.logTail(25));
            }
            throw new DemoException(module + " was not healthy within " + timeout.toSeconds() + " s; see " + log());
        }
    }

    /** Asks the app to stop (SIGTERM: Spring Boot shuts down gracefully), forcibly after 30 s. */
    void stop() {
        JarProcess running = process;
        if (running != null) {
            running.stop(JarProcess.STOP_GRACE);
        }
    }

    /** Whether the app has been started and has not ended. */
    boolean isRunning() {
        JarProcess running = process;
        return running != null && running.isAlive();
    }

    /** Completes when the started app ends. */
    CompletableFuture<?> onExit() {
        return process.onExit();
    }

    /** The exit code of the started app, once it has ended. */
    int exitValue() {
        return process.exitValue();
    }

    String module() {
        return module;
    }

    Path log() {
        return command.log();
    }

    URI uri(String path) {
        return URI.create("http://localhost:" + httpPort + path);
    }
}
