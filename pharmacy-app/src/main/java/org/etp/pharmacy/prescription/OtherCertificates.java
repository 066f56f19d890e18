package org.etp.pharmacy.prescription;

import java.math.BigInteger;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The counter's reads of the certificates in the {@code prescription} table that are not prescriptions: a
 * patient's charge exemptions ({@code simple}) and the audit records ({@code complex}). Each is a certificate
 * of its own, keyed by issuer and serial, about a prescription it names; none is ever in the queue. Their
 * content is decoded again from the stored bytes, as for prescriptions.
 */
@Repository
public class OtherCertificates {

    /** The most audit records the list shows. */
    public static final int AUDIT_LIMIT = 100;

    private static final String COLUMNS = """
            SELECT id, prescription_id, format, algorithm, profile, raw, issuer, serial, patient_nhs_number,
                   not_before, not_after, received_at
            FROM prescription""";

    private final JdbcClient jdbc;

    OtherCertificates(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * The charge exemptions of the patient with {@code nhsNumber} valid at {@code at}, latest ending first;
     * those whose stored bytes no longer decode are left out.
     */
    public List<Exemption> exemptionsOf(String nhsNumber, Instant at) {
        return jdbc.sql(COLUMNS + " WHERE profile = 'simple' AND patient_nhs_number = ? AND not_before <= ?"
                        + " AND not_after > ? ORDER BY not_after DESC, id DESC")
                .params(nhsNumber, SqlTimes.of(at), SqlTimes.of(at))
                .query((rows, n) -> row(rows)).list().stream()
                .flatMap(row -> row.certificate().read().map(PrescriptionCertificate::content).stream()
                        .filter(ChargeExemption.class::isInstance)
                        .map(content -> new Exemption(row, ((ChargeExemption) content).exempt())))
                .toList();
    }

    /** The newest audit records, at most {@link #AUDIT_LIMIT}. */
    public List<AuditCertificate> auditRecords() {
        return jdbc.sql(COLUMNS + " WHERE profile = 'complex' ORDER BY id DESC LIMIT ?").param(AUDIT_LIMIT)
                .query((rows, n) -> audit(row(rows))).list();
    }

    /** How many audit records are stored. */
    public long auditRecordCount() {
        return jdbc.sql("SELECT count(*) FROM prescription WHERE profile = 'complex'").query(Long.class).single();
    }

    /** The audit record stored as row {@code rowId}, if that row is one. */
    public Optional<AuditCertificate> auditRecord(long rowId) {
        return jdbc.sql(COLUMNS + " WHERE profile = 'complex' AND id = ?").param(rowId)
                .query((rows, n) -> audit(row(rows))).optional();
    }

    private static AuditCertificate audit(Row row) {
        Optional<AuditRecord> content = row.certificate().read().map(PrescriptionCertificate::content)
                .filter(AuditRecord.class::isInstance).map(AuditRecord.class::cast);
        return new AuditCertificate(row, content);
    }

    private static Row row(ResultSet rows) throws SQLException {
        StoredCertificate certificate = new StoredCertificate(WireFormat.valueOf(rows.getString("format")),
                rows.getString("algorithm"), rows.getString("profile"), rows.getString("issuer"),
                rows.getString("patient_nhs_number"), rows.getBytes("raw"));
        return new Row(rows.getLong("id"), rows.getString("prescription_id"), certificate,
                rows.getBigDecimal("serial").toBigIntegerExact(), SqlTimes.instant(rows, "not_before"),
                SqlTimes.instant(rows, "not_after"), SqlTimes.instant(rows, "received_at"));
    }

    /**
     * One stored certificate that is not a prescription.
     *
     * @param id             its row id
     * @param prescriptionId the prescription it is about
     */
    public record Row(long id, String prescriptionId, StoredCertificate certificate, BigInteger serial,
            Instant notBefore, Instant notAfter, Instant receivedAt) {
    }

    /** A charge exemption: whether it says the patient is exempt, and until when. */
    public record Exemption(Row row, boolean exempt) {
    }

    /** An audit record, with its content if the stored bytes still decode. */
    public record AuditCertificate(Row row, Optional<AuditRecord> content) {

        /** The statuses it records, in order ("received → dispensed"), or a dash when it does not decode. */
        public String statusSummary() {
            return content.map(record -> record.statusHistory().stream()
                    .map(change -> StatusLabels.of(change.status())).collect(Collectors.joining(" → ")))
                    .orElse("—");
        }
    }
}
