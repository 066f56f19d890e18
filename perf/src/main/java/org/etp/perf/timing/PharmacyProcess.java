package org.etp.perf.timing;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.xml.XmlEngine;
import org.etp.launcher.FreePorts;
import org.etp.launcher.JarCommand;
import org.etp.launcher.JarProcess;
import org.etp.launcher.NotReadyException;
import org.etp.launcher.Readiness;

/**
 * The pharmacy application started by the experiment as a process of its own, from its runnable jar,
 * against a given database and PKI, verifying XML with a given engine ({@code etp.verification.xml-engine}),
 * with unsigned messages accepted (the baseline needs them), its intake on
 * a free port of 127.0.0.1 (or, for the slow link, of its namespace's address, started inside the namespace
 * by a command prefix) and its output in a log file. Closing it stops it as an operator would (SIGTERM,
 * so that it commits what it holds), forcibly only if it has not ended within half a minute; so does the
 * end of the job's JVM (Ctrl-C), so that no pharmacy is left running on its own.
 */
public final class PharmacyProcess implements AutoCloseable {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(180);

    private final JarProcess process;
    private final IntakeAddress intake;

    private PharmacyProcess(JarProcess process, IntakeAddress intake) {
        this.process = process;
        this.intake = intake;
    }

    static PharmacyProcess start(Path jar, Path pki, XmlEngine engine, PharmacyDatabase database, Path log,
            PrintWriter progress) throws TimingException, InterruptedException {
        return start(jar, pki, engine, database, List.of(), "127.0.0.1", log, progress);
    }

    /** Started by {@code prefix} (none: directly), its intake bound to {@code host}. */
    static PharmacyProcess start(Path jar, Path pki, XmlEngine engine, PharmacyDatabase database, List<String> prefix,
            String host, Path log, PrintWriter progress) throws TimingException, InterruptedException {
        return start(jar, pki, engine, database, prefix, host, List.of(), log, progress);
    }

    /** Started directly on 127.0.0.1 with further settings, e.g. {@code --etp.intake.tls.enabled=true}. */
    public static PharmacyProcess start(Path jar, Path pki, XmlEngine engine, PharmacyDatabase database,
            List<String> settings, Path log, PrintWriter progress) throws TimingException, InterruptedException {
        return start(jar, pki, engine, database, List.of(), "127.0.0.1", settings, log, progress);
    }

    private static PharmacyProcess start(Path jar, Path pki, XmlEngine engine, PharmacyDatabase database,
            List<String> prefix, String host, List<String> settings, Path log, PrintWriter progress)
            throws TimingException, InterruptedException {
        int port = freePort();
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("SPRING_DATASOURCE_URL", database.url());
        environment.put("SPRING_DATASOURCE_USERNAME", database.username());
        if (database.password() != null) {
            environment.put("SPRING_DATASOURCE_PASSWORD", database.password());
        }
        List<String> arguments = new ArrayList<>(List.of("--spring.main.banner-mode=off",
                "--etp.intake.bind-address=" + host, "--etp.intake.port=" + port, "--server.port=0",
                "--etp.pki.dir=" + pki.toAbsolutePath(), "--etp.verification.accept-unsigned=true",
                "--etp.verification.xml-engine=" + engine.id()));
        arguments.addAll(settings);
        JarCommand command = JarCommand.builder("pharmacy", jar, log).arguments(arguments)
                .environment(environment).prefix(prefix).build();
        progress.printf("starting the pharmacy (%s, XML engine %s) on %s:%d, log in %s...%n", jar.getFileName(),
                engine.id(), host, port, log);
        progress.flush();
        JarProcess process;
        try {
            process = JarProcess.start(command);
        } catch (IOException e) {
            throw new TimingException("could not start " + JarCommand.java() + " -jar " + jar + ": " + e.getMessage(),
                    e);
        }
        PharmacyProcess pharmacy = new PharmacyProcess(process, new IntakeAddress(host, port));
        pharmacy.awaitIntake();
        return pharmacy;
    }

    public IntakeAddress intake() {
        return intake;
    }

    long pid() {
        return process.pid();
    }

    private void awaitIntake() throws TimingException, InterruptedException {
        try {
            process.awaitReady(Readiness.portOpen(intake.host(), intake.port()), START_TIMEOUT, Duration.ofMillis(250));
        } catch (NotReadyException e) {
            close();
            if (e.exitCode().isPresent()) {
                throw new TimingException("the pharmacy exited with code " + e.exitCode().getAsInt()
                        + " before its intake opened; the end of " + process.log() + ":\n" + process.logTail(15));
            }
            throw new TimingException("the pharmacy's intake did not open within " + START_TIMEOUT.toSeconds()
                    + " s; see " + process.log());
        }
    }

    private static int freePort() throws TimingException {
        try {
            return FreePorts.next();
        } catch (UncheckedIOException e) {
            throw new TimingException("no free port for the pharmacy's intake: " + e.getCause().getMessage(), e);
        }
    }

    @Override
    public void close() {
        process.close();
    }
}
