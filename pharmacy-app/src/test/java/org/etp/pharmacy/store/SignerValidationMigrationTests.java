package org.etp.pharmacy.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.etp.db.testing.TestDatabase;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationVersion;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * V12 moves the verification outcomes of a store written before it into the prescription rows and one
 * {@code signer_validation} row per signer as validated; the {@code verification_outcome} view then reads exactly
 * what the table held, for signed and unsigned messages alike.
 */
class SignerValidationMigrationTests {

    private static final String OUTCOMES = """
            SELECT prescription, checked_at, signer_subject, signer_serial, chain::text AS chain, canonical, revocation_checked_at,
                   crl_next_update
            FROM verification_outcome ORDER BY prescription""";

    @Test
    void keepsEveryRecordedOutcomeAndWritesEachSignerOnce() {
        TestDatabase database = TestDatabase.create("etp_signer_migration_test");
        DriverManagerDataSource dataSource = new DriverManagerDataSource(database.url(), database.username(),
                database.password());
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        flyway(dataSource, "11").migrate();
        for (int serial = 1; serial <= 5; serial++) {
            long id = jdbc.queryForObject("""
                    INSERT INTO prescription (prescription_id, format, algorithm, profile, raw, size, issuer, serial,
                                              prescriber_registration, patient_nhs_number, not_before, not_after)
                    VALUES (?, 'DER', 'rsa2048', 'prescription', '\\x3003020101', 5, 'CN=Dr A,O=Riverside\\, Ltd,C=GB',
                            ?, 'G1234567', '9434765919', now(), now() + interval '28 days')
                    RETURNING id""", Long.class, "A1B2C3-Y12345-0F00A" + serial, serial);
            if (serial == 5) {
                // an unsigned benchmark message: no signer, no chain
                jdbc.update("INSERT INTO verification_outcome (prescription, checked_at, canonical) VALUES (?, now(), true)",
                        id);
            } else {
                jdbc.update("""
                        INSERT INTO verification_outcome (prescription, checked_at, signer_subject, signer_serial, chain,
                                                          canonical, revocation_checked_at, crl_next_update)
                        VALUES (?, now() - make_interval(secs => ?), ?, 4660, ?::text[], true,
                                '2026-11-23T06:00:00Z', '2026-11-30T06:00:00Z')""",
                        id, serial, serial <= 3 ? "CN=Dr A,O=Riverside\\, Ltd,C=GB" : "CN=\"Dr\" B,C=GB",
                        "{\"CN=Prescriber CA,C=GB\",\"CN=Root \\\"CA\\\",C=GB\"}");
            }
        }
        List<Map<String, Object>> before = jdbc.queryForList(OUTCOMES);

        flyway(dataSource, "12").migrate();

        assertThat(jdbc.queryForList(OUTCOMES)).isEqualTo(before).hasSize(5);
        assertThat(jdbc.queryForObject("SELECT count(*) FROM signer_validation", Integer.class)).isEqualTo(2);
        assertThat(jdbc.queryForObject("SELECT count(*) FROM prescription WHERE signer IS NULL", Integer.class))
                .isEqualTo(1);
    }

    private static Flyway flyway(DriverManagerDataSource dataSource, String target) {
        return Flyway.configure().dataSource(dataSource).locations("classpath:db/migration/pharmacy")
                .target(MigrationVersion.fromVersion(target)).load();
    }
}
