package org.etp.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JarCommandTests {

    private static final Path JAR = Path.of("target", "app-1.0-exec.jar");
    private static final Path LOG = Path.of("logs", "app.log");

    @Test
    void runsTheJarWithThisJvmsJavaOptionsFirstArgumentsLast() {
        JarCommand command = JarCommand.builder("app", JAR, LOG).jvmOptions(List.of("-Xmx512m", "-XX:+UseSerialGC"))
                .arguments(List.of("--server.port=8081")).arguments(List.of("--etp.intake.port=7400")).build();

        assertThat(command.commandLine()).containsExactly(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m", "-XX:+UseSerialGC",
                "-jar", JAR.toString(), "--server.port=8081", "--etp.intake.port=7400");
    }

    @Test
    void aPrefixRunsTheJavaCommand() {
        JarCommand command = JarCommand.builder("app", JAR, LOG).prefix(List.of("ip", "netns", "exec", "lab"))
                .arguments(List.of("--a")).build();

        assertThat(command.commandLine()).containsExactly("ip", "netns", "exec", "lab",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString(), "--a");
    }

    @Test
    void startsTheLogAfreshAndStopsTheProcessWhenThisJvmExitsUnlessTold() {
        JarCommand plain = JarCommand.builder("app", JAR, LOG).build();
        JarCommand told = JarCommand.builder("app", JAR, LOG).appendToLog().stopOnJvmExit(false).build();

        assertThat(plain.appendToLog()).isFalse();
        assertThat(plain.stopOnJvmExit()).isTrue();
        assertThat(told.appendToLog()).isTrue();
        assertThat(told.stopOnJvmExit()).isFalse();
    }

    @Test
    void keepsWhatItWasGivenWhenTheCallerChangesItsListsLater() {
        List<String> arguments = new ArrayList<>(List.of("--a"));
        JarCommand command = JarCommand.builder("app", JAR, LOG).arguments(arguments)
                .environment(Map.of("SPRING_DATASOURCE_URL", "jdbc:postgresql://db/etp")).build();
        arguments.add("--b");

        assertThat(command.commandLine()).endsWith("--a");
        assertThat(command.environment())
                .containsExactly(Map.entry("SPRING_DATASOURCE_URL", "jdbc:postgresql://db/etp"));
    }
}
