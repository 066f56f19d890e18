package org.etp.perf.timing;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.etp.ac.client.IntakeAddress;

/**
 * The pharmacy application started by the experiment as a process of its own, from its runnable jar,
 * against a given database and PKI, with unsigned messages accepted (the baseline needs them), its intake on
 * a free port of 127.0.0.1 and its output in a log file. Closing it stops it as an operator would (SIGTERM,
 * so that it commits what it holds), forcibly only if it has not ended within half a minute.
 */
final class PharmacyProcess implements AutoCloseable {

    static final String BUILD_COMMAND = "./mvnw -q -B -pl pharmacy-app -am package -DskipTests";
    private static final long START_TIMEOUT_SECONDS = 180;

    private final Process process;
    private final IntakeAddress intake;
    private final Path log;
    private final Thread stopOnExit;

    private PharmacyProcess(Process process, IntakeAddress intake, Path log) {
        this.process = process;
        this.intake = intake;
        this.log = log;
        // Ctrl-C on the job must not leave a pharmacy running on its own.
        this.stopOnExit = new Thread(process::destroy, "stop-pharmacy-" + process.pid());
        Runtime.getRuntime().addShutdownHook(stopOnExit);
    }

    static PharmacyProcess start(Path jar, Path pki, PharmacyDatabase database, Path log, PrintWriter progress)
            throws TimingException, InterruptedException {
        int port = freePort();
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(List.of(java.toString(), "-jar", jar.toString(),
                "--spring.main.banner-mode=off", "--etp.intake.bind-address=127.0.0.1", "--etp.intake.port=" + port,
                "--server.port=0", "--etp.pki.dir=" + pki.toAbsolutePath(),
                "--etp.verification.accept-unsigned=true"));
        Map<String, String> environment = builder.environment();
        environment.put("SPRING_DATASOURCE_URL", database.url());
        environment.put("SPRING_DATASOURCE_USERNAME", database.username());
        if (database.password() != null) {
            environment.put("SPRING_DATASOURCE_PASSWORD", database.password());
        }
        builder.redirectErrorStream(true).redirectOutput(log.toFile());
        progress.printf("starting the pharmacy (%s) on 127.0.0.1:%d, log in %s...%n", jar.getFileName(), port, log);
        progress.flush();
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new TimingException("could not start " + java + " -jar " + jar + ": " + e.getMessage(), e);
        }
        PharmacyProcess pharmacy = new PharmacyProcess(process, new IntakeAddress("127.0.0.1", port), log);
        pharmacy.awaitIntake();
        return pharmacy;
    }

    /** The runnable jar under {@code root}, or empty when it has not been built. */
    static Optional<Path> findJar(Path root) throws IOException {
        Path target = root.resolve("pharmacy-app").resolve("target");
        if (!Files.isDirectory(target)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(target)) {
            return files.filter(file -> file.getFileName().toString().matches("pharmacy-app-.*-exec\\.jar")).findFirst();
        }
    }

    IntakeAddress intake() {
        return intake;
    }

    long pid() {
        return process.pid();
    }

    private void awaitIntake() throws TimingException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_TIMEOUT_SECONDS);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new TimingException("the pharmacy exited with code " + process.exitValue()
                        + " before its intake opened; the end of " + log + ":\n" + tail());
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(intake.host(), intake.port()), 500);
                return;
            } catch (IOException notYet) {
                Thread.sleep(250);
            }
        }
        close();
        throw new TimingException("the pharmacy's intake did not open within " + START_TIMEOUT_SECONDS
                + " s; see " + log);
    }

    private String tail() {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    private static int freePort() throws TimingException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new TimingException("no free port for the pharmacy's intake: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() throws InterruptedException {
        try {
            Runtime.getRuntime().removeShutdownHook(stopOnExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook stops it
        }
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }
}
