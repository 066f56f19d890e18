package org.etp.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.PharmacyApplication;
import org.etp.pharmacy.intake.IntakeServer;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The real pharmacy application for a test class, as a JUnit extension: before the class it makes a
 * demo PKI ({@code etp pki init}) and starts the pharmacy in-process, trusting that PKI, on free ports
 * against this run's test database; after the class it stops it and removes the PKI.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final RunningPharmacy pharmacy = new RunningPharmacy("etp.intake.tls.enabled=true");
 * }</pre>
 */
final class RunningPharmacy implements BeforeAllCallback, AfterAllCallback {

    private final List<String> properties;
    private final boolean ownDatabase;
    private TestDatabase database;
    private Path directory;
    private ConfigurableApplicationContext context;

    /** {@code properties} are extra settings, {@code name=value}. */
    RunningPharmacy(String... properties) {
        this(false, properties);
    }

    private RunningPharmacy(boolean ownDatabase, String... properties) {
        this.properties = List.of(properties);
        this.ownDatabase = ownDatabase;
    }

    /** A pharmacy on a fresh database of its own, which no other test class writes to. */
    static RunningPharmacy onItsOwnDatabase(String... properties) {
        return new RunningPharmacy(true, properties);
    }

    @Override
    public void beforeAll(ExtensionContext extension) throws IOException {
        directory = Files.createTempDirectory("etp-perf-pharmacy");
        Path pki = EtpCli.pkiInit(directory.resolve("pki"));
        database = ownDatabase ? TestDatabase.create("etp_perf_own") : TestDatabase.get();
        List<String> arguments = new ArrayList<>(List.of("--spring.main.banner-mode=off", "--logging.level.root=warn",
                "--etp.intake.port=0", "--server.port=0", "--etp.pki.dir=" + pki,
                "--spring.datasource.url=" + database.url(), "--spring.datasource.username=" + database.username(),
                "--spring.datasource.password=" + (database.password() == null ? "" : database.password())));
        properties.forEach(property -> arguments.add("--" + property));
        context = new SpringApplicationBuilder(PharmacyApplication.class).run(arguments.toArray(String[]::new));
    }

    @Override
    public void afterAll(ExtensionContext extension) throws IOException {
        if (context != null) {
            context.close();
        }
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    /** The PKI directory the pharmacy trusts. */
    Path pki() {
        return directory.resolve("pki");
    }

    /** The database the pharmacy writes to. */
    TestDatabase database() {
        return database;
    }

    /** A bean of the running pharmacy, for tests that drive a service directly. */
    <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    /** The intake's {@code HOST:PORT}. */
    String target() {
        return "127.0.0.1:" + context.getBean(IntakeServer.class).port();
    }

    /** How many prescriptions the pharmacy has stored. */
    long storedPrescriptions() throws SQLException {
        try (Connection connection = database.connect();
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*) FROM prescription")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
