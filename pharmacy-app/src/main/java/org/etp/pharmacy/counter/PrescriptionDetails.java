package org.etp.pharmacy.counter;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.pharmacy.measurement.MetricsQueries;
import org.etp.pharmacy.store.SqlTimes;
import org.etp.pharmacy.verification.CurrentTrust;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/** Assembles a {@link PrescriptionDetail} from the store, the stored certificate and the prescriber registry. */
@Service
class PrescriptionDetails {

    private static final String QUERY = """
            SELECT p.id, p.prescription_id, p.format, p.algorithm, p.profile, p.raw, p.size, p.not_before, p.not_after,
                   p.received_at, p.status, p.return_reason, p.status_changed_at, p.status_changed_by,
                   v.checked_at, v.signer_subject, v.signer_serial, v.chain, v.canonical, v.revocation_checked_at,
                   v.crl_next_update
            FROM prescription p
            LEFT JOIN verification_outcome v ON v.prescription = p.id
            WHERE p.prescription_id = ?""";

    private final JdbcClient jdbc;
    private final Prescriptions prescriptions;
    private final CounterAudit audit;
    private final CurrentTrust trust;
    private final MetricsQueries metrics;

    PrescriptionDetails(JdbcClient jdbc, Prescriptions prescriptions, CounterAudit audit, CurrentTrust trust,
            MetricsQueries metrics) {
        this.jdbc = jdbc;
        this.prescriptions = prescriptions;
        this.audit = audit;
        this.trust = trust;
        this.metrics = metrics;
    }

    Optional<PrescriptionDetail> find(String prescriptionId) {
        return jdbc.sql(QUERY).param(prescriptionId).query((rows, n) -> detail(rows)).optional();
    }

    /** The stored bytes and their form, exactly as received. */
    Optional<StoredCertificate> certificate(String prescriptionId) {
        return jdbc.sql("SELECT format, raw FROM prescription WHERE prescription_id = ?").param(prescriptionId)
                .query((rows, n) -> new StoredCertificate(WireFormat.valueOf(rows.getString("format")),
                        rows.getBytes("raw")))
                .optional();
    }

    private PrescriptionDetail detail(ResultSet rows) throws SQLException {
        long id = rows.getLong("id");
        String format = rows.getString("format");
        byte[] raw = rows.getBytes("raw");
        Instant receivedAt = SqlTimes.instant(rows, "received_at");
        Optional<DecodedCertificate> decoded = CertificateContents.decode(format, raw);
        return new PrescriptionDetail(rows.getString("prescription_id"), format, rows.getString("profile"),
                rows.getInt("size"), SqlTimes.instant(rows, "not_before"), SqlTimes.instant(rows, "not_after"),
                receivedAt, PrescriptionStatus.valueOf(rows.getString("status")), rows.getString("return_reason"),
                SqlTimes.instant(rows, "status_changed_at"), rows.getString("status_changed_by"),
                decoded.flatMap(CertificateContents::parse), prescriptions.items(id), evidence(rows, decoded, receivedAt),
                metrics.timingsOf(id), EncodingDump.of(WireFormat.valueOf(format), raw), audit.trail(id));
    }

    private VerificationEvidence evidence(ResultSet rows, Optional<DecodedCertificate> decoded, Instant receivedAt)
            throws SQLException {
        BigDecimal serial = rows.getBigDecimal("signer_serial");
        Array chain = rows.getArray("chain");
        String recheck;
        boolean passed = false;
        try {
            DecodedCertificate certificate = decoded.orElseThrow(() -> new IllegalStateException("undecodable"));
            SignatureAlgorithm algorithm = certificate.signatureAlgorithm()
                    .orElseThrow(() -> new IllegalStateException("unsigned"));
            // The prescriber's certificate is judged as at receipt, as the intake judged it.
            TrustedPrescriber signer = trust.registry().lookup(certificate.issuer(), algorithm, receivedAt);
            certificate.verifySignature(signer.publicKey());
            recheck = "The signature over the stored bytes verifies now with the registered " + algorithm.id()
                    + " key of the signer.";
            passed = true;
        } catch (VerificationException e) {
            recheck = "The signature over the stored bytes does not verify now: " + e.reason() + ".";
        } catch (IllegalStateException e) {
            recheck = "The stored certificate is " + e.getMessage() + "; there is no signature to check.";
        }
        return new VerificationEvidence(rows.getString("format"), rows.getString("algorithm"),
                rows.getString("signer_subject"),
                serial == null ? null : serial.toBigInteger().toString(16).toUpperCase(Locale.ROOT),
                chain == null ? List.of() : List.of((String[]) chain.getArray()),
                rows.getBoolean("canonical"), SqlTimes.instant(rows, "checked_at"),
                SqlTimes.instant(rows, "revocation_checked_at"), SqlTimes.instant(rows, "crl_next_update"), recheck,
                passed);
    }

    /** A certificate as stored: its form and its exact bytes. */
    record StoredCertificate(WireFormat format, byte[] raw) {

        StoredCertificate {
            raw = raw.clone();
        }

        @Override
        public byte[] raw() {
            return raw.clone();
        }
    }
}
