package org.etp.prescriber.notices;

import static org.assertj.core.api.Assertions.assertThat;

import org.etp.db.testing.TestDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * The notices table on real PostgreSQL: one notice per prescription however often its receipt is stored, counted
 * and listed for its own prescriber only, and acknowledged once, with who and when.
 */
class NoticesIntegrationTests {

    private static final String SAID = "returned: Clinical concern, referred to the prescriber. Note: please review";
    private static JdbcTemplate jdbc;
    private static Notices notices;

    @BeforeAll
    static void migrate() {
        TestDatabase database = TestDatabase.create("etp_notice_test");
        DriverManagerDataSource dataSource = new DriverManagerDataSource(database.url(), database.username(),
                database.password());
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration/prescriber").load().migrate();
        jdbc = new JdbcTemplate(dataSource);
        notices = new Notices(jdbc);
    }

    @Test
    void raisesOneNoticePerPrescriptionForItsPrescriberUntilAcknowledged() {
        long outboxId = row("A1B2C3-A12345-00001F", "hart");

        notices.raise(outboxId, "Riverside Pharmacy (FA123)", SAID);
        notices.raise(outboxId, "Riverside Pharmacy (FA123)", SAID);

        assertThat(notices.openCount("hart")).isOne();
        assertThat(notices.openCount("okafor")).isZero();
        assertThat(notices.list("hart")).singleElement().satisfies(notice -> {
            assertThat(notice.open()).isTrue();
            assertThat(notice.text()).isEqualTo(SAID);
            assertThat(notice.prescriptionId()).isEqualTo("A1B2C3-A12345-00001F");
        });
        assertThat(notices.acknowledge("okafor", "A1B2C3-A12345-00001F")).isFalse();

        assertThat(notices.acknowledge("hart", "A1B2C3-A12345-00001F")).isTrue();
        assertThat(notices.acknowledge("hart", "A1B2C3-A12345-00001F")).isFalse();
        assertThat(notices.openCount("hart")).isZero();
        assertThat(notices.list("hart")).singleElement().satisfies(notice -> {
            assertThat(notice.open()).isFalse();
            assertThat(notice.acknowledgedBy()).isEqualTo("hart");
            assertThat(notice.acknowledgedAt()).isNotNull();
        });
    }

    private static long row(String prescriptionId, String username) {
        return jdbc.queryForObject("INSERT INTO outbox (prescription_id, username, prescriber_id, issuer,"
                + " serial, format, algorithm, pharmacy_ods, pharmacy_name, patient_name, item_summary, payload, size,"
                + " encode_micros, sign_micros, cpu_user_micros, cpu_system_micros, minor_faults, major_faults, status,"
                + " acknowledged_at) VALUES (?, ?, 'hart-rsa2048', 'CN=Hart', 1, 'DER', 'rsa2048', 'FA123',"
                + " 'Riverside Pharmacy', 'patient', 'items', '\\x00', 1, 0, 0, 0, 0, 0, 0, 'ACCEPTED', now()) RETURNING id", Long.class,
                prescriptionId, username);
    }
}
