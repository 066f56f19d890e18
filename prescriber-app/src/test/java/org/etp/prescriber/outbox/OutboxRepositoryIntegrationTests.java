package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.StageTimings;
import org.etp.db.testing.TestDatabase;
import org.etp.prescriber.signing.SignedCertificate;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

// A database of its own: the app's background sender must not claim these rows.
class OutboxRepositoryIntegrationTests {

    private static final Duration LEASE = Duration.ofHours(1);
    private static JdbcTemplate jdbc;
    private static OutboxRepository outbox;
    private static long seed = 1;

    @BeforeAll
    static void migrate() {
        TestDatabase database = TestDatabase.create("etp_outbox_test");
        DriverManagerDataSource dataSource = new DriverManagerDataSource(database.url(), database.username(),
                database.password());
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration/prescriber").load().migrate();
        jdbc = new JdbcTemplate(dataSource);
        outbox = new OutboxRepository(jdbc);
    }

    @Test
    void commitsASignedPrescriptionAsSendingAndDueAtOnce() {
        NewOutboxEntry entry = entry();
        long id = outbox.insert(entry);

        OutboxEntry saved = outbox.find("hart", entry.prescriptionId().value()).orElseThrow();
        assertThat(saved.id()).isEqualTo(id);
        assertThat(saved.status()).isEqualTo(OutboxStatus.SENDING);
        assertThat(saved.size()).isEqualTo(entry.signed().size());
        assertThat(outbox.payload("hart", entry.prescriptionId().value())).contains(entry.signed().encoded());
        assertThat(outbox.find("okafor", entry.prescriptionId().value())).isEmpty();
    }

    @Test
    void recordsTheSigningTimeAndLeavesTheEncodingAloneToTheBenchmarks() {
        long id = outbox.insert(entry());

        assertThat(jdbc.queryForMap("SELECT encode_micros, sign_micros FROM outbox WHERE id = ?", id))
                .containsEntry("encode_micros", null).containsEntry("sign_micros", 20L);
    }

    @Test
    void claimsADueRowOnceUntilItsLeaseRunsOutOrTheAppRestarts() {
        long id = outbox.insert(entry());

        assertThat(claimed()).contains(id);
        assertThat(claimed()).doesNotContain(id);
        assertThat(outbox.resumePending()).isPositive();
        assertThat(outbox.claimDue(1000, LEASE)).filteredOn(m -> m.id() == id)
                .singleElement().satisfies(m -> assertThat(m.attempts()).isEqualTo(2));
    }

    @Test
    void marksAFailedAttemptRetryingAndDueAfterItsBackoff() throws InterruptedException {
        NewOutboxEntry entry = entry();
        long id = outbox.insert(entry);
        claimed();

        outbox.retry(id, Duration.ofMillis(1), "Connection refused");
        assertThat(outbox.find("hart", entry.prescriptionId().value()).orElseThrow())
                .satisfies(e -> assertThat(e.status()).isEqualTo(OutboxStatus.RETRYING))
                .satisfies(e -> assertThat(e.lastError()).isEqualTo("Connection refused"));
        Thread.sleep(20);
        assertThat(claimed()).contains(id);
    }

    @Test
    void keepsTheFirstFinalAnswer() {
        NewOutboxEntry entry = entry();
        long id = outbox.insert(entry);
        StageTimings timings = new StageTimings(1, 2, 3, 4, 10);

        assertThat(outbox.acknowledge(id, OutboxStatus.ACCEPTED, null, 500, timings)).isTrue();
        assertThat(outbox.acknowledge(id, OutboxStatus.DUPLICATE, null, 600, timings)).isFalse();
        outbox.retry(id, Duration.ZERO, "late failure");

        OutboxEntry saved = outbox.find("hart", entry.prescriptionId().value()).orElseThrow();
        assertThat(saved.status()).isEqualTo(OutboxStatus.ACCEPTED);
        assertThat(saved.roundTripMicros()).isEqualTo(500);
        assertThat(saved.pharmacyTimings()).isEqualTo(timings);
        assertThat(claimed()).doesNotContain(id);
    }

    @Test
    void refusesASecondRowForOnePrescriptionId() {
        NewOutboxEntry entry = entry();
        outbox.insert(entry);

        assertThatThrownBy(() -> outbox.insert(entry)).isInstanceOf(DuplicateKeyException.class);
    }

    private static List<Long> claimed() {
        return outbox.claimDue(1000, LEASE).stream().map(PendingMessage::id).toList();
    }

    private static synchronized NewOutboxEntry entry() {
        PrescriptionCertificate certificate = new SampleGenerator(seed++).certificate(Profile.PRESCRIPTION,
                DemoPki.roster().get(0).identity(), LocalDate.now());
        byte[] bytes = ("certificate " + certificate.prescriptionId()).getBytes(StandardCharsets.US_ASCII);
        return new NewOutboxEntry("hart", new SignedCertificate(certificate, WireFormat.DER,
                SignatureAlgorithm.RSA2048, "hart-rsa2048", bytes, 20, ThreadUsage.ZERO), "Riverside Pharmacy");
    }
}
