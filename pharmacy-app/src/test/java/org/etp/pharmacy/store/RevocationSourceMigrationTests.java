package org.etp.pharmacy.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.etp.db.testing.TestDatabase;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationVersion;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * V14 makes a signer's CRL next update its revocation status's source and next update: every row written before
 * keeps its next update and comes from the CRL, the {@code verification_outcome} view reads both, and a signer as
 * validated is still written once.
 */
class RevocationSourceMigrationTests {

    private static final String OUTCOMES = """
            SELECT prescription, checked_at, signer_subject, signer_serial, chain::text AS chain, canonical,
                   revocation_checked_at, %s
            FROM verification_outcome ORDER BY prescription""";

    @Test
    void keepsEverySignerAsValidatedWithTheCrlAsItsSource() {
        TestDatabase database = TestDatabase.create("etp_revocation_migration_test");
        DriverManagerDataSource dataSource = new DriverManagerDataSource(database.url(), database.username(),
                database.password());
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        flyway(dataSource, "13").migrate();
        long signer = jdbc.queryForObject("""
                INSERT INTO signer_validation (subject, serial, chain, validated_at, crl_next_update)
                VALUES ('CN=Dr A,C=GB', 4660, '{"CN=Prescriber CA,C=GB","CN=Root CA,C=GB"}', '2026-11-23T06:00:00Z',
                        '2026-11-30T06:00:00Z')
                RETURNING id""", Long.class);
        for (int serial = 1; serial <= 2; serial++) {
            jdbc.update("""
                    INSERT INTO prescription (prescription_id, format, algorithm, profile, raw, size, issuer, serial,
                                              prescriber_registration, patient_nhs_number, not_before, not_after,
                                              signer, checked_at, canonical)
                    VALUES (?, 'DER', 'rsa2048', 'prescription', '\\x3003020101', 5, 'CN=Dr A,C=GB', ?, 'G1234567',
                            '9434765919', now(), now() + interval '28 days', ?, now(), true)""",
                    "A1B2C3-Y12345-0F00A" + serial, serial, serial == 1 ? signer : null);
        }
        List<Map<String, Object>> before = jdbc.queryForList(OUTCOMES.formatted("crl_next_update"));

        flyway(dataSource, "14").migrate();

        List<Map<String, Object>> after = jdbc.queryForList(
                OUTCOMES.formatted("revocation_next_update AS crl_next_update"));
        assertThat(after).isEqualTo(before).hasSize(2);
        assertThat(jdbc.queryForList("SELECT revocation_source FROM verification_outcome ORDER BY prescription",
                String.class)).containsExactly("CRL", null);
        assertThatThrownBy(() -> jdbc.update("""
                INSERT INTO signer_validation (subject, serial, chain, validated_at, revocation_source,
                                               revocation_next_update)
                SELECT subject, serial, chain, validated_at, revocation_source, revocation_next_update
                FROM signer_validation""")).isInstanceOf(DuplicateKeyException.class);
        assertThatThrownBy(() -> jdbc.update("""
                INSERT INTO signer_validation (subject, serial, chain, validated_at, revocation_next_update)
                VALUES ('CN=Dr B,C=GB', 1, '{}', now(), now())""")).hasMessageContaining("revocation_source");
    }

    private static Flyway flyway(DriverManagerDataSource dataSource, String target) {
        return Flyway.configure().dataSource(dataSource).locations("classpath:db/migration/pharmacy")
                .target(MigrationVersion.fromVersion(target)).load();
    }
}
