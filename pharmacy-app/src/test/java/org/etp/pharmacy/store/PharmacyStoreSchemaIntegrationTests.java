package org.etp.pharmacy.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.annotation.Transactional;

// Each test rolls back, so the rows it inserts never meet another test's.
@PharmacyAppTest
@Transactional
class PharmacyStoreSchemaIntegrationTests {

    private static final String ID = "A1B2C3-Y12345-0F00A8";

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void appliesEveryMigration() {
        assertThat(jdbc.queryForList(
                "SELECT version FROM flyway_schema_history WHERE success ORDER BY installed_rank", String.class))
                .contains("1", "2");
    }

    @Test
    void storesAWellFormedPrescriptionWithItsDefaults() {
        long id = insertPrescription(ID, "DER", "RECEIVED", 1);
        jdbc.update("INSERT INTO prescription_item (prescription, item_number, dmd_code, name, quantity, unit, dosage)"
                + " VALUES (?, 1, '322236009', 'Paracetamol 500mg tablets', 28, 'tablet', 'Two four times a day')", id);

        assertThat(jdbc.queryForObject("SELECT status FROM prescription WHERE id = ?", String.class, id))
                .isEqualTo("RECEIVED");
    }

    @Test
    void refusesASecondPrescriptionWithTheSameId() {
        insertPrescription(ID, "DER", "RECEIVED", 1);

        assertThatThrownBy(() -> insertPrescription(ID, "XML", "RECEIVED", 2))
                .isInstanceOf(DuplicateKeyException.class)
                .hasMessageContaining("prescription_prescription_id_key");
    }

    @Test
    void refusesAnUnknownStatus() {
        assertThatThrownBy(() -> insertPrescription(ID, "DER", "LOST", 1))
                .isInstanceOf(DataIntegrityViolationException.class)
                .hasMessageContaining("prescription_status_check");
    }

    @Test
    void refusesAnUnknownFormat() {
        assertThatThrownBy(() -> insertPrescription(ID, "JSON", "RECEIVED", 1))
                .isInstanceOf(DataIntegrityViolationException.class)
                .hasMessageContaining("prescription_format_check");
    }

    @Test
    void refusesAPrescriptionIdOfTheWrongShape() {
        assertThatThrownBy(() -> insertPrescription("not-a-prescription-id", "DER", "RECEIVED", 1))
                .isInstanceOf(DataIntegrityViolationException.class)
                .hasMessageContaining("prescription_prescription_id_check");
    }

    @Test
    void keepsAPayloadPrefixOfSixtyFourBytes() {
        assertThat(insertRejected(new byte[64])).isEqualTo(1);
    }

    @Test
    void refusesAPayloadPrefixLongerThanSixtyFourBytes() {
        assertThatThrownBy(() -> insertRejected(new byte[65]))
                .isInstanceOf(DataIntegrityViolationException.class)
                .hasMessageContaining("rejected_message_payload_prefix_check");
    }

    @Test
    void compressesLargeCertificatesWithLz4WhereTheServerHasIt() {
        boolean lz4 = Boolean.TRUE.equals(jdbc.queryForObject(
                "SELECT 'lz4' = ANY (enumvals) FROM pg_settings WHERE name = 'default_toast_compression'", Boolean.class));
        byte[] raw = ("<Prescription>" + "<Item><Name>Amoxicillin 500 mg capsules</Name></Item>".repeat(80)
                + "</Prescription>").getBytes(StandardCharsets.US_ASCII);
        long id = insertPrescription(ID, "XML", "RECEIVED", 77, raw);
        assertThat(jdbc.queryForObject("SELECT pg_column_compression(raw) FROM prescription WHERE id = ?", String.class,
                id)).isEqualTo(lz4 ? "lz4" : "pglz");
        assertThat(jdbc.queryForObject("SELECT raw FROM prescription WHERE id = ?", byte[].class, id)).isEqualTo(raw);
    }

    private long insertPrescription(String prescriptionId, String format, String status, int serial) {
        return insertPrescription(prescriptionId, format, status, serial, new byte[] {0x30, 0x03, 0x02, 0x01, 0x01});
    }

    private long insertPrescription(String prescriptionId, String format, String status, int serial, byte[] raw) {
        return jdbc.queryForObject("INSERT INTO prescription (prescription_id, format, algorithm, profile, raw, size,"
                + " issuer, serial, prescriber_registration, patient_nhs_number, not_before, not_after, status)"
                + " VALUES (?, ?, 'ed25519', 'prescription', ?, ?, 'CN=Test Prescriber', ?, 'G1234567', '9434765919',"
                + " now(), now() + interval '28 days', ?) RETURNING id",
                Long.class, prescriptionId, format, raw, raw.length, serial, status);
    }

    private int insertRejected(byte[] prefix) {
        return jdbc.update("INSERT INTO rejected_message (peer, size, reason, reason_code, payload_prefix)"
                + " VALUES ('127.0.0.1:50000', 1000, 'BAD_FRAME', 1, ?)", (Object) prefix);
    }
}
