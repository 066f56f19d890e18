package org.etp.pharmacy.store;

import java.math.BigDecimal;
import java.security.cert.CertificateEncodingException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;
import org.etp.ac.trust.ByIdentity;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.RecordedRevocation;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;

/**
 * Each signer as the registry validated it (subject, serial, chain, its revocation status as recorded: source
 * and next update, and the certificate itself), written once to {@code signer_validation} and afterwards named by its row id in every
 * prescription it signed. A signer the writer has not met is written in a short transaction of its own, before the
 * group's, and remembered only once that committed; the memory is bounded, so that registry reloads cannot grow it
 * without end. Nodes that meet a new signer at once both find the one row.
 */
final class SignerValidations {

    private static final int REMEMBERED = 1_024;
    private static final String INSERT = """
            INSERT INTO signer_validation (subject, serial, chain, validated_at, revocation_source,
                                           revocation_next_update, certificate)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT DO NOTHING""";
    private static final String FIND = """
            SELECT id FROM signer_validation
            WHERE subject = ? AND serial = ? AND chain = ? AND validated_at = ? AND revocation_source = ?
              AND revocation_next_update = ?""";

    private final DataSource dataSource;
    // By identity: the registry hands out one object per signer as validated, and a record's own hash would
    // hash its certificate and key for every message.
    private final Map<ByIdentity<TrustedPrescriber>, Integer> ids = new ConcurrentHashMap<>();

    SignerValidations(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * The row id of the signer of each of {@code group} that has one, by identity; unsigned messages have none.
     */
    Map<TrustedPrescriber, Integer> idsOf(List<VerifiedPrescription> group) throws SQLException {
        Map<TrustedPrescriber, Integer> found = new IdentityHashMap<>();
        for (VerifiedPrescription verified : group) {
            TrustedPrescriber signer = verified.signer().orElse(null);
            if (signer != null && !found.containsKey(signer)) {
                Integer id = ids.get(new ByIdentity<>(signer));
                found.put(signer, id != null ? id : write(signer));
            }
        }
        return found;
    }

    private int write(TrustedPrescriber signer) throws SQLException {
        int id;
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(true);
            try (PreparedStatement insert = connection.prepareStatement(INSERT);
                    PreparedStatement find = connection.prepareStatement(FIND)) {
                bind(connection, insert, signer);
                insert.setBytes(7, encoded(signer));
                insert.executeUpdate();
                bind(connection, find, signer);
                try (ResultSet row = find.executeQuery()) {
                    if (!row.next()) {
                        throw new SQLException("the signer validation just written is not on file");
                    }
                    id = row.getInt(1);
                }
            }
        }
        if (ids.size() >= REMEMBERED) {
            ids.clear();
        }
        ids.put(new ByIdentity<>(signer), id);
        return id;
    }

    private static byte[] encoded(TrustedPrescriber signer) throws SQLException {
        try {
            return signer.certificate().getEncoded();
        } catch (CertificateEncodingException e) {
            throw new SQLException("the signer's certificate cannot be encoded", e);
        }
    }

    private static void bind(Connection connection, PreparedStatement statement, TrustedPrescriber signer)
            throws SQLException {
        List<String> chain = signer.chain().stream().map(Names::readable).toList();
        statement.setString(1, Names.readable(signer.subject()));
        statement.setBigDecimal(2, new BigDecimal(signer.certificate().getSerialNumber()));
        statement.setArray(3, connection.createArrayOf("text", chain.toArray()));
        statement.setTimestamp(4, Timestamp.from(signer.validatedAt()));
        RecordedRevocation revocation = signer.revocation().recorded();
        statement.setString(5, revocation.source());
        statement.setTimestamp(6, Timestamp.from(revocation.nextUpdate()));
    }
}
