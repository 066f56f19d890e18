package org.etp.pharmacy.support;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.etp.db.testing.TestDatabase;

/**
 * The pharmacy application as a real separate process, started from its runnable jar ({@code
 * target/*-exec.jar}, which the package phase builds before the integration tests run), so that a test
 * can kill it the way a power cut or {@code kill -9} would.
 */
public final class PharmacyProcess implements AutoCloseable {

    private final Process process;
    private final int intakePort;
    private final Path log;

    private PharmacyProcess(Process process, int intakePort, Path log) {
        this.process = process;
        this.intakePort = intakePort;
        this.log = log;
    }

    /** Starts the pharmacy against {@code database} and waits until its intake accepts connections. */
    public static PharmacyProcess start(TestDatabase database) throws IOException, InterruptedException {
        return start(database.url(), database.username(), database.password());
    }

    /** Starts the pharmacy against the database at {@code url} and waits until its intake accepts connections. */
    public static PharmacyProcess start(String url, String username, String password)
            throws IOException, InterruptedException {
        int intakePort = freePort();
        Path log = Files.createTempFile("pharmacy-process", ".log");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m", "-jar", runnableJar().toString(), "--server.port=" + freePort(),
                "--etp.intake.port=" + intakePort, "--etp.pki.dir=" + TestPki.dir(),
                "--spring.datasource.url=" + url, "--spring.datasource.username=" + username,
                "--logging.level.etp.intake.messages=warn"));
        if (password != null) {
            command.add("--spring.datasource.password=" + password);
        }
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        PharmacyProcess pharmacy = new PharmacyProcess(process, intakePort, log);
        pharmacy.awaitIntake(Duration.ofSeconds(60));
        return pharmacy;
    }

    public int intakePort() {
        return intakePort;
    }

    /** SIGKILL: no shutdown hook, no drain, no last commit. */
    public void kill() throws InterruptedException {
        process.destroyForcibly().waitFor();
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }

    private void awaitIntake(Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the pharmacy exited at start:\n" + Files.readString(log));
            }
            try (Socket ignored = new Socket("localhost", intakePort)) {
                return;
            } catch (IOException notYet) {
                Thread.sleep(200);
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("the pharmacy intake did not open within " + timeout + ":\n"
                + Files.readString(log));
    }

    private static Path runnableJar() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("target"))) {
            return files.filter(f -> f.getFileName().toString().endsWith("-exec.jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no target/*-exec.jar: run the package phase first"));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
