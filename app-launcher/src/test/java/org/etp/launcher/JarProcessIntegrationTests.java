package org.etp.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher against a real child JVM: {@link TinyApp}, run from a jar made of its class file. */
class JarProcessIntegrationTests {

    private static final Duration START = Duration.ofSeconds(60);
    private static final Duration POLL = Duration.ofMillis(100);

    @TempDir
    static Path dir;

    static Path jar;

    private JarProcess app;

    @BeforeAll
    static void makeTheJar() throws Exception {
        jar = TinyJar.write(dir);
    }

    @AfterEach
    void stopTheApp() {
        if (app != null) {
            app.kill();
        }
    }

    @Test
    void runsTheJarWithItsOptionsArgumentsAndEnvironmentAndLogsItsOutput() throws Exception {
        int port = FreePorts.next();
        Path log = dir.resolve("logs/run.log");
        app = JarProcess.start(JarCommand.builder("tiny", jar, log).jvmOptions(List.of("-Dtiny.greeting=hello"))
                .arguments(List.of("--port=" + port, "second")).environment(Map.of("TINY_COLOUR", "green")).build());

        app.awaitReady(Readiness.portOpen("127.0.0.1", port), START, POLL);

        assertThat(app.isAlive()).isTrue();
        assertThat(app.log()).isEqualTo(log);
        assertThat(Files.readString(log)).contains("tiny app starting with --port=" + port + " second",
                "property tiny.greeting=hello", "environment TINY_COLOUR=green", "standard input gives -1");
    }

    @Test
    void isReadyWhenItsActuatorHealthSaysUp() throws Exception {
        int port = FreePorts.next();
        app = start("health", "--health=" + port);

        app.awaitReady(Readiness.healthUp(URI.create("http://localhost:" + port + "/actuator/health")), START, POLL);

        assertThat(app.isAlive()).isTrue();
    }

    @Test
    void failsAtOnceWithTheExitCodeWhenTheAppEndsBeforeItIsReady() throws Exception {
        app = start("exits", "--exit=7");

        long started = System.nanoTime();
        assertThatExceptionOfType(NotReadyException.class)
                .isThrownBy(() -> app.awaitReady(Readiness.portOpen("127.0.0.1", FreePorts.next()), START, POLL))
                .withMessage("exits exited with code 7 before it was ready")
                .satisfies(e -> assertThat(e.exitCode()).hasValue(7));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(START);
        assertThat(app.exitValue()).isEqualTo(7);
        assertThat(app.logTail(1)).isEqualTo("tiny app stopping");
    }

    @Test
    void givesUpAfterTheTimeoutAndLeavesTheAppRunning() throws Exception {
        app = start("never-ready");

        assertThatExceptionOfType(NotReadyException.class)
                .isThrownBy(() -> app.awaitReady(() -> false, Duration.ofSeconds(1), POLL))
                .withMessage("never-ready was not ready within PT1S")
                .satisfies(e -> assertThat(e.exitCode()).isEmpty());
        assertThat(app.isAlive()).isTrue();
    }

    @Test
    void stopsWithSigtermSoThatTheAppShutsDownGracefully() throws Exception {
        app = startReady("graceful");

        app.close();

        assertThat(app.isAlive()).isFalse();
        assertThat(app.exitValue()).isEqualTo(143);
        assertThat(app.logTail(1)).isEqualTo("tiny app stopping");
    }

    @Test
    void killsAnAppThatIgnoresSigtermOnceTheGraceIsOver() throws Exception {
        app = startReady("stubborn", "--ignore-sigterm");

        app.stop(Duration.ofMillis(500));

        assertThat(app.isAlive()).isFalse();
        assertThat(app.logTail(1)).isEqualTo("tiny app stopping");
    }

    @Test
    void killEndsTheAppWithoutItsShutdownHooks() throws Exception {
        app = startReady("killed");

        app.kill();

        assertThat(app.isAlive()).isFalse();
        assertThat(Files.readString(app.log())).doesNotContain("tiny app stopping");
    }

    @Test
    void startsTheLogAfreshUnlessToldToAppendWithAMarkForEachStart() throws Exception {
        Path fresh = dir.resolve("fresh.log");
        Path appended = dir.resolve("appended.log");
        for (int run = 0; run < 2; run++) {
            startReady(JarCommand.builder("fresh", jar, fresh).build()).kill();
            startReady(JarCommand.builder("appended", jar, appended).appendToLog().build()).kill();
        }

        assertThat(Files.readAllLines(fresh)).filteredOn(line -> line.startsWith("tiny app starting")).hasSize(1);
        assertThat(Files.readAllLines(appended)).filteredOn(line -> line.startsWith("tiny app starting")).hasSize(2);
        assertThat(Files.readAllLines(appended)).filteredOn(line -> line.matches("=== \\S+ starting appended"))
                .hasSize(2);
    }

    private JarProcess start(String name, String... arguments) throws Exception {
        return JarProcess.start(JarCommand.builder(name, jar, dir.resolve(name + ".log")).arguments(List.of(arguments))
                .build());
    }

    private JarProcess startReady(String name, String... arguments) throws Exception {
        app = start(name, arguments);
        awaitReadyLine(app);
        return app;
    }

    private static JarProcess startReady(JarCommand command) throws Exception {
        JarProcess started = JarProcess.start(command);
        awaitReadyLine(started);
        return started;
    }

    // Ready once it says so: its shutdown hook is in place by then.
    private static void awaitReadyLine(JarProcess started) throws Exception {
        started.awaitReady(() -> started.logTail(1).startsWith("tiny app ready"), START, POLL);
    }
}
