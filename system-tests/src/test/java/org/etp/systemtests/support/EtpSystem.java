package org.etp.systemtests.support;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.etp.db.testing.TestDatabase;
import org.etp.launcher.FreePorts;

/**
 * A whole ETP installation for one test class: a demo PKI, a fresh database for each app, free ports, and
 * the pharmacy and prescriber apps as processes ({@link AppProcess}, not yet started) configured to find
 * each other, both with their demo accounts (the prescriber's hart, okafor…; the counter's shah, ng, lee). The
 * prescriber nominates the one pharmacy, "Riverside Pharmacy" (FA123). Files (PKI, logs, screenshots) go under {@code target/system-tests/<name>-<time>/}.
 */
public final class EtpSystem implements AutoCloseable {

    public static final String PHARMACY_NAME = "Riverside Pharmacy";
    public static final String PHARMACY_ODS = "FA123";

    /** How long each app may take to become healthy: two minutes, or {@code -Detp.system-tests.startup=PT5M}. */
    private static final Duration STARTUP = Duration.parse(System.getProperty("etp.system-tests.startup", "PT2M"));

    private final Path dir;
    private final PkiDirectory pki;
    private final TestDatabase pharmacyDatabase = TestDatabase.create("etp_st_pharmacy");
    private final TestDatabase prescriberDatabase = TestDatabase.create("etp_st_prescriber");
    private final int intakePort = FreePorts.next();
    private final AppProcess pharmacy;
    private final AppProcess prescriber;

    /** Makes the installation's PKI in the directory it is given. */
    @FunctionalInterface
    public interface PkiMaker {
        PkiDirectory make(Path dir) throws TrustException;
    }

    private EtpSystem(Path dir, PkiMaker pkiMaker, List<String> prescriberExtra) throws TrustException {
        this.dir = dir;
        this.pki = pkiMaker.make(dir.resolve("pki"));
        this.pharmacy = new AppProcess("pharmacy-app", appsDir().resolve("pharmacy-app.jar"), FreePorts.next(),
                pharmacyArguments(), dir.resolve("pharmacy-app.log"));
        this.prescriber = new AppProcess("prescriber-app", appsDir().resolve("prescriber-app.jar"), FreePorts.next(),
                prescriberArguments(prescriberExtra), dir.resolve("prescriber-app.log"));
    }

    /** A new installation named after the test that uses it; nothing is started yet. */
    public static EtpSystem create(String name) {
        return create(name, List.of());
    }

    /** As {@link #create(String)}, the prescriber started with these arguments too ({@code --key=value}). */
    public static EtpSystem create(String name, List<String> prescriberArguments) {
        return create(name, DemoPki::init, prescriberArguments);
    }

    /** As {@link #create(String, List)}, with the PKI {@code pki} makes. */
    public static EtpSystem create(String name, PkiMaker pki, List<String> prescriberArguments) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
        try {
            return new EtpSystem(Path.of(System.getProperty("etp.system-tests.dir", "target/system-tests"))
                    .resolve(name + "-" + stamp).toAbsolutePath(), pki, prescriberArguments);
        } catch (TrustException e) {
            throw new IllegalStateException("could not make the demo PKI", e);
        }
    }

    /** A new installation with both apps started (side by side) and healthy. */
    public static EtpSystem started(String name) {
        return started(name, List.of());
    }

    /** As {@link #started(String)}, the prescriber started with these arguments too ({@code --key=value}). */
    public static EtpSystem started(String name, List<String> prescriberArguments) {
        return started(name, DemoPki::init, prescriberArguments);
    }

    /** As {@link #started(String, List)}, with the PKI {@code pki} makes. */
    public static EtpSystem started(String name, PkiMaker pki, List<String> prescriberArguments) {
        EtpSystem system = create(name, pki, prescriberArguments);
        try {
            system.pharmacy.start();
            system.prescriber.start();
            system.pharmacy.awaitHealthy(STARTUP);
            system.prescriber.awaitHealthy(STARTUP);
            return system;
        } catch (RuntimeException e) {
            system.close();
            throw e;
        }
    }

    public AppProcess pharmacy() {
        return pharmacy;
    }

    public AppProcess prescriber() {
        return prescriber;
    }

    public TestDatabase pharmacyDatabase() {
        return pharmacyDatabase;
    }

    public TestDatabase prescriberDatabase() {
        return prescriberDatabase;
    }

    public PkiDirectory pki() {
        return pki;
    }

    public int intakePort() {
        return intakePort;
    }

    /** Where this installation's files go; tests put screenshots here too. */
    public Path dir() {
        return dir;
    }

    /** The values of one column of a query's rows. */
    public static List<String> query(TestDatabase database, String sql, Object... parameters) {
        try (Connection connection = database.connect(); PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            List<String> values = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    values.add(rows.getString(1));
                }
            }
            return values;
        } catch (SQLException e) {
            throw new IllegalStateException("query failed: " + sql, e);
        }
    }

    @Override
    public void close() {
        prescriber.stop();
        pharmacy.stop();
    }

    private List<String> pharmacyArguments() {
        // The demo profile adds the counter's demo accounts (shah, ng, lee), so that tests can sign in there too.
        List<String> arguments = new ArrayList<>(List.of("--spring.profiles.active=demo",
                "--etp.intake.port=" + intakePort, "--etp.pki.dir=" + pki.path()));
        arguments.addAll(datasource(pharmacyDatabase));
        return arguments;
    }

    private List<String> prescriberArguments(List<String> extra) {
        List<String> arguments = new ArrayList<>(List.of("--spring.profiles.active=demo",
                "--etp.pki.dir=" + pki.path(), "--etp.pharmacies[0].name=" + PHARMACY_NAME, "--etp.pharmacies[0].ods-code=" + PHARMACY_ODS,
                "--etp.pharmacies[0].address=127.0.0.1:" + intakePort,
                "--etp.sender.initial-backoff=250ms", "--etp.sender.max-backoff=2s",
                "--etp.sender.poll-interval=250ms"));
        arguments.addAll(datasource(prescriberDatabase));
        arguments.addAll(extra);
        return arguments;
    }

    private static List<String> datasource(TestDatabase database) {
        List<String> arguments = new ArrayList<>(List.of("--spring.datasource.url=" + database.url(),
                "--spring.datasource.username=" + database.username()));
        if (database.password() != null) {
            arguments.add("--spring.datasource.password=" + database.password());
        }
        return arguments;
    }

    private static Path appsDir() {
        return Path.of(System.getProperty("etp.apps.dir", "target/apps"));
    }

}
