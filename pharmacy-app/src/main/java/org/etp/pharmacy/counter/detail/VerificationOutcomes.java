package org.etp.pharmacy.counter.detail;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.trust.RecordedRevocation;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The reads of {@code verification_outcome}, which the store writes with each prescription. */
@Repository
class VerificationOutcomes {

    private static final String QUERY = """
            SELECT checked_at, signer_subject, signer_serial, chain, canonical, revocation_checked_at,
                   revocation_source, revocation_next_update
            FROM verification_outcome WHERE prescription = ?""";

    private static final String CERTIFICATE = """
            SELECT signer_certificate FROM verification_outcome
            WHERE prescription = ? AND signer_certificate IS NOT NULL""";

    private static final RecordedVerification NONE = new RecordedVerification(null, null, List.of(), false, null,
            null, null);

    private final JdbcClient jdbc;

    VerificationOutcomes(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** What was recorded of prescription row {@code prescription}'s verification; nothing when none was. */
    RecordedVerification of(long prescription) {
        return jdbc.sql(QUERY).param(prescription).query((rows, n) -> recorded(rows)).optional().orElse(NONE);
    }

    /**
     * The certificate whose key verified prescription row {@code prescription} at receipt, as the store kept it;
     * nothing for rows stored before certificates were kept, or unsigned.
     */
    Optional<X509Certificate> signerCertificate(long prescription) {
        return jdbc.sql(CERTIFICATE).param(prescription).query((rows, n) -> rows.getBytes(1)).optional()
                .map(VerificationOutcomes::certificate);
    }

    private static X509Certificate certificate(byte[] encoded) {
        try {
            return (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(encoded));
        } catch (CertificateException e) {
            throw new IllegalStateException("a stored signer certificate is unreadable", e);
        }
    }

    private static RecordedVerification recorded(ResultSet rows) throws SQLException {
        BigDecimal serial = rows.getBigDecimal("signer_serial");
        Array chain = rows.getArray("chain");
        String source = rows.getString("revocation_source");
        return new RecordedVerification(rows.getString("signer_subject"),
                serial == null ? null : serial.toBigInteger().toString(16).toUpperCase(Locale.ROOT),
                chain == null ? List.of() : List.of((String[]) chain.getArray()), rows.getBoolean("canonical"),
                SqlTimes.instant(rows, "checked_at"), SqlTimes.instant(rows, "revocation_checked_at"),
                source == null ? null
                        : new RecordedRevocation(source, SqlTimes.instant(rows, "revocation_next_update")));
    }
}
