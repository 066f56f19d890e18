package org.etp.pharmacy.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.etp.db.testing.TestDatabase;
import org.etp.launcher.FreePorts;
import org.etp.launcher.JarCommand;
import org.etp.launcher.JarProcess;
import org.etp.launcher.NotReadyException;
import org.etp.launcher.Readiness;
import org.etp.launcher.RunnableJars;

/**
 * The pharmacy application as a real separate process, started from its runnable jar ({@code
 * target/*-exec.jar}, which the package phase builds before the integration tests run), so that a test
 * can kill it the way a power cut or {@code kill -9} would.
 */
public final class PharmacyProcess implements AutoCloseable {

    // Generous: several nodes may start at once on a loaded machine; it waits only as long as the start takes.
    private static final Duration START_TIMEOUT = Duration.ofMinutes(3);

    private final JarProcess process;
    private final int intakePort;

    private PharmacyProcess(JarProcess process, int intakePort) {
        this.process = process;
        this.intakePort = intakePort;
    }

    /** Starts the pharmacy against {@code database} and waits until its intake accepts connections. */
    public static PharmacyProcess start(TestDatabase database) throws IOException, InterruptedException {
        return start(database.url(), database.username(), database.password());
    }

    /** Starts the pharmacy against the database at {@code url} and waits until its intake accepts connections. */
    public static PharmacyProcess start(String url, String username, String password)
            throws IOException, InterruptedException {
        int intakePort = FreePorts.next();
        List<String> arguments = new ArrayList<>(List.of("--server.port=" + FreePorts.next(),
                "--etp.intake.port=" + intakePort, "--etp.pki.dir=" + TestPki.dir(),
                "--spring.datasource.url=" + url, "--spring.datasource.username=" + username,
                "--logging.level.etp.intake.messages=warn"));
        if (password != null) {
            arguments.add("--spring.datasource.password=" + password);
        }
        Path log = Files.createTempFile("pharmacy-process", ".log");
        PharmacyProcess pharmacy = new PharmacyProcess(JarProcess.start(JarCommand.builder("pharmacy", runnableJar(),
                log).jvmOptions(List.of("-Xmx512m")).arguments(arguments).build()), intakePort);
        pharmacy.awaitIntake();
        return pharmacy;
    }

    public int intakePort() {
        return intakePort;
    }

    /** SIGKILL: no shutdown hook, no drain, no last commit. */
    public void kill() {
        process.kill();
    }

    @Override
    public void close() {
        kill();
    }

    private void awaitIntake() throws IOException, InterruptedException {
        try {
            process.awaitReady(Readiness.portOpen("localhost", intakePort), START_TIMEOUT, Duration.ofMillis(200));
        } catch (NotReadyException e) {
            if (e.exitCode().isPresent()) {
                throw new IllegalStateException("the pharmacy exited at start:\n" + Files.readString(process.log()));
            }
            process.kill();
            throw new IllegalStateException("the pharmacy intake did not open within " + START_TIMEOUT + ":\n"
                    + Files.readString(process.log()));
        }
    }

    private static Path runnableJar() throws IOException {
        return RunnableJars.find(Path.of("target"), "pharmacy-app").orElseThrow(
                () -> new IllegalStateException("no target/*-exec.jar: run the package phase first"));
    }
}
