package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.MessageKind;
import org.etp.db.testing.TestDatabase;
import org.etp.prescriber.PrescriberApplication;
import org.etp.prescriber.signing.Signer;
import org.etp.prescriber.support.DemoPkiDirectory;
import org.etp.prescriber.support.FakeIntake;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The app stopped with a cancellation still in its outbox, and started again on the same database: the pharmacy
 * receives the cancellation exactly once, and a further restart sends it no more. The app runs three times in
 * turn; the pharmacy is an in-memory intake that outlives them and counts what it receives.
 */
class OutboxRestartIntegrationTests {

    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private static final FakeIntake INTAKE = new FakeIntake();
    private static final AtomicLong SEED = new AtomicLong(26_500_200);

    private final TestDatabase database = TestDatabase.create("etp_restart_test");

    @Test
    void deliversACancellationLeftInTheOutboxOnceAfterARestart() throws Exception {
        String id;
        try (ConfigurableApplicationContext first = start()) {
            id = prescribe(first);
            await().atMost(PATIENCE).until(() -> status(first, "SUBMIT", id).equals("ACCEPTED"));
            INTAKE.down();
            cancel(first, id);
            await().atMost(PATIENCE).until(() -> status(first, "CANCEL", id).equals("RETRYING"));
        }
        assertThat(cancellationsReceived(id)).as("nothing got through while the pharmacy was down").isZero();
        INTAKE.up();

        try (ConfigurableApplicationContext second = start()) {
            await().atMost(PATIENCE).until(() -> status(second, "CANCEL", id).equals("ACCEPTED"));
            sendOneMore(second);
        }
        try (ConfigurableApplicationContext third = start()) {
            sendOneMore(third);
        }

        assertThat(cancellationsReceived(id)).isOne();
    }

    /** A prescription written and delivered after start: the sender has worked through what was due before it. */
    private static void sendOneMore(ConfigurableApplicationContext app) throws Exception {
        String later = prescribe(app);
        await().atMost(PATIENCE).until(() -> status(app, "SUBMIT", later).equals("ACCEPTED"));
    }

    private static long cancellationsReceived(String id) {
        return INTAKE.received().stream().filter(s -> s.kind() == MessageKind.CANCEL && s.id().value().equals(id))
                .count();
    }

    private static String prescribe(ConfigurableApplicationContext app) throws Exception {
        Signer signer = app.getBean(Signer.class);
        PrescriberIdentity hart = PrescriberIdentity.fromSubject(signer.identity("hart-rsa2048").subject());
        PrescriptionCertificate certificate = new SampleGenerator(SEED.getAndIncrement(), "FA123").certificate(
                Profile.PRESCRIPTION, hart, LocalDate.now(ZoneOffset.UTC));
        long row = app.getBean(OutboxRepository.class).insert(new NewOutboxEntry("hart",
                signer.sign(certificate, "hart-rsa2048", WireFormat.DER), "Riverside Pharmacy"));
        app.publishEvent(new PrescriptionQueued(row));
        return certificate.prescriptionId().value();
    }

    private static void cancel(ConfigurableApplicationContext app, String id) throws Exception {
        OutboxRepository outbox = app.getBean(OutboxRepository.class);
        PrescriptionCertificate original = WireFormat.DER.codec().decode(outbox.payload("hart", id).orElseThrow())
                .parse();
        PrescriptionCertificate cancellation = new Cancellation(original.prescriptionId(),
                CancellationReason.PRESCRIBING_ERROR).certificate(BigInteger.valueOf(SEED.getAndIncrement()),
                original.issuer(), original.holder(), Instant.now());
        assertThat(outbox.insertCancellation("hart", app.getBean(Signer.class).sign(cancellation, "hart-rsa2048",
                WireFormat.DER), CancellationReason.PRESCRIBING_ERROR)).isPresent();
    }

    private static String status(ConfigurableApplicationContext app, String kind, String id) {
        return app.getBean(JdbcTemplate.class).queryForObject("SELECT status FROM outbox WHERE kind = ?"
                + " AND prescription_id = ?", String.class, kind, id);
    }

    private ConfigurableApplicationContext start() {
        // As arguments: they take precedence over application.properties, as the tests' own properties do.
        List<String> arguments = new ArrayList<>(List.of("--server.port=0",
                "--spring.datasource.url=" + database.url(), "--spring.datasource.username=" + database.username(),
                "--etp.pki.dir=" + DemoPkiDirectory.path(), "--etp.sender.initial-backoff=100ms",
                "--etp.sender.max-backoff=400ms", "--etp.sender.poll-interval=100ms",
                "--etp.sender.response-timeout=5s", "--etp.pharmacies[0].name=Riverside Pharmacy",
                "--etp.pharmacies[0].ods-code=FA123", "--etp.pharmacies[0].address=localhost:7400"));
        if (database.password() != null) {
            arguments.add("--spring.datasource.password=" + database.password());
        }
        return new SpringApplicationBuilder(PrescriberApplication.class, Intake.class).profiles("demo")
                .run(arguments.toArray(String[]::new));
    }

    /** The intake that outlives each run of the app. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Intake {

        @Bean
        @Primary
        FakeIntake restartIntake() {
            return INTAKE;
        }
    }
}
