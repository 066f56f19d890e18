package org.etp.perf.demo;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.etp.ac.pki.DemoResponder;
import org.etp.ac.trust.PkiDirectory;

/**
 * One demo run: PostgreSQL and the databases, the demo PKI, both applications with the {@code demo} profile,
 * one sample prescription end to end, then the addresses and logins — and, when the JVM is told to stop
 * (Ctrl-C, SIGTERM) or an application ends, everything it started is stopped again.
 */
public final class DemoRun {

    /** The line that tells a user, or a script waiting on the demo, that everything is up. */
    public static final String READY = "ETP is running.";
    static final String PHARMACY_NAME = "Riverside Pharmacy";
    static final String PHARMACY_ODS = "FA123";
    private static final Duration STARTUP = Duration.ofMinutes(3);
    private static final Duration RESPONDER_ANSWERS_HOLD = Duration.ofMinutes(10);

    private final DemoSettings settings;
    private final ScaledIntake intake;
    private final Map<String, String> environment;
    private final PrintWriter out;
    private final List<DemoApp> apps = new CopyOnWriteArrayList<>();
    private PostgresServer database;
    private DemoResponder responder;
    private boolean stopped;

    /** @param intakeNodes pharmacy nodes; above one, with HAProxy in front of them on the intake port */
    public DemoRun(DemoSettings settings, int intakeNodes, Map<String, String> environment, PrintWriter out) {
        this.settings = settings;
        this.intake = new ScaledIntake(settings, intakeNodes);
        this.environment = Map.copyOf(environment);
        this.out = out;
    }

    /**
     * Runs the demo until an application ends or the JVM is stopped; returns the exit code for an
     * application that ended by itself.
     */
    public int run() throws DemoException, InterruptedException {
        Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "etp-demo-stop"));
        intake.requireHaproxy();
        requireFreePorts();
        database = new PostgresLocator(settings, environment, out).locate();
        say("PostgreSQL: " + database.origin());
        for (String name : List.of(settings.pharmacyDatabase(), settings.prescriberDatabase())) {
            say("  database " + name + (database.createIfMissing(name) ? ": created" : ": exists"));
        }
        PkiDirectory pki = DemoPkiDirectory.openOrMake(settings, environment, this::say);
        boolean tokens = !pki.tokenKeys().labels().isEmpty();
        startResponder(pki);
        List<DemoApp> pharmacies = new ArrayList<>();
        for (int n = 1; n <= intake.nodes(); n++) {
            pharmacies.add(app("pharmacy-app", intake.log(n), intake.httpPort(n), pharmacyArguments(pki, n),
                    Map.of()));
        }
        DemoApp prescriber = app("prescriber-app", settings.logDir().resolve("prescriber-app.log"),
                settings.prescriberPort(), prescriberArguments(pki, tokens), tokens ? Map.of("SOFTHSM2_CONF",
                        DemoTokens.configuration(settings.dir()).toString()) : Map.of());
        say("Starting " + (intake.balanced() ? intake.nodes() + " pharmacy-app nodes" : "pharmacy-app")
                + " and prescriber-app (logs in " + settings.logDir() + ") ...");
        for (DemoApp app : apps) {
            synchronized (this) {
                if (stopped) {
                    throw new DemoException("stopped before the applications started");
                }
                app.start();
            }
        }
        for (DemoApp pharmacy : pharmacies) {
            pharmacy.awaitHealthy(STARTUP);
        }
        intake.startBalancer();
        prescriber.awaitHealthy(STARTUP);
        say("Both applications are up. Sending a sample prescription through ...");
        SamplePrescription.Delivery sample = new SamplePrescription(prescriber, database, settings).send();
        say(ReadyBanner.of(settings, intake, database, sample, tokens));
        return awaitFirstExit();
    }

    /** Stops the applications (prescriber first, so it does not retry into a closed pharmacy), then PostgreSQL. */
    public synchronized void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        if (apps.stream().anyMatch(DemoApp::isRunning)) {
            say("Stopping ...");
        }
        for (int i = apps.size() - 1; i >= 0; i--) {
            apps.get(i).stop();
        }
        intake.close();
        if (responder != null) {
            responder.close();
        }
        if (database != null) {
            database.close();
        }
        say("Stopped everything the demo started. Logs: " + settings.logDir());
    }

    private int awaitFirstExit() {
        CompletableFuture.anyOf(apps.stream().map(DemoApp::onExit).toArray(CompletableFuture[]::new))
                .join();
        synchronized (this) {
            if (stopped) {
                return 0;
            }
            for (DemoApp app : apps) {
                if (!app.isRunning()) {
                    say(app.module() + " stopped by itself (exit " + app.exitValue() + "); see " + app.log()
                            + ". Stopping the rest.");
                }
            }
        }
        return 1;
    }

    private DemoApp app(String module, Path log, int port, List<String> arguments, Map<String, String> environment)
            throws DemoException {
        Map<String, String> all = new HashMap<>(database.datasourceEnvironment());
        all.putAll(environment);
        DemoApp app = new DemoApp(module, DemoApp.runnableJar(settings.targetDir(module), module), port, arguments,
                all, log);
        apps.add(app);
        return app;
    }

    private List<String> pharmacyArguments(PkiDirectory pki, int node) {
        List<String> arguments = new ArrayList<>(List.of("--spring.profiles.active=demo",
                "--etp.pki.dir=" + pki.path().toAbsolutePath()));
        arguments.addAll(intake.arguments(node));
        arguments.addAll(database.datasourceArguments(settings.pharmacyDatabase()));
        return arguments;
    }

    private List<String> prescriberArguments(PkiDirectory pki, boolean tokens) {
        List<String> arguments = new ArrayList<>(List.of("--spring.profiles.active=demo",
                "--etp.pki.dir=" + pki.path().toAbsolutePath(), "--etp.pharmacies[0].name=" + PHARMACY_NAME,
                "--etp.pharmacies[0].ods-code=" + PHARMACY_ODS,
                "--etp.pharmacies[0].address=127.0.0.1:" + settings.intakePort(), "--etp.pharmacies[0].tls=false"));
        if (tokens) {
            // A site names its own PKCS#11 module here; the demo's is SoftHSM2.
            arguments.add("--etp.signing.pkcs11.library=" + DemoTokens.LIBRARY);
        }
        arguments.addAll(database.datasourceArguments(settings.prescriberDatabase()));
        return arguments;
    }

    /** The prescriber CA's OCSP responder, which the certificates of a PKI the demo made name. */
    private synchronized void startResponder(PkiDirectory pki) throws DemoException {
        try {
            responder = DemoResponder.start(pki, new InetSocketAddress("127.0.0.1", settings.ocspPort()),
                    RESPONDER_ANSWERS_HOLD);
        } catch (IOException e) {
            throw new DemoException("the demo's OCSP responder cannot listen on 127.0.0.1:" + settings.ocspPort()
                    + ": " + e.getMessage() + " (choose another port with --ocsp-port)", e);
        }
        say("OCSP responder: " + responder.uri());
    }

    private void requireFreePorts() throws DemoException {
        List<String[]> ports = new ArrayList<>(intake.ports());
        ports.add(new String[] {"--prescriber-port", String.valueOf(settings.prescriberPort())});
        ports.add(new String[] {"--ocsp-port", String.valueOf(settings.ocspPort())});
        for (String[] port : ports) {
            try (ServerSocket socket = new ServerSocket()) {
                socket.bind(new InetSocketAddress(Integer.parseInt(port[1])));
            } catch (IOException e) {
                throw new DemoException("port " + port[1] + " is in use (is the demo running already?); stop what"
                        + " holds it, or choose another port with " + port[0]);
            }
        }
    }

    private void say(String line) {
        out.println(line);
        out.flush();
    }
}
