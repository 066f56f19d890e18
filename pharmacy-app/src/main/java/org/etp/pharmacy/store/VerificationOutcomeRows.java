package org.etp.pharmacy.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;

/**
 * What the intake checked of each prescription a group commit inserted ({@code verification_outcome}), in
 * one statement; inside the caller's transaction.
 */
final class VerificationOutcomeRows {

    // Each chain travels as one array literal and is cast back to text[] row by row: unnest cannot
    // carry an array of arrays whose lengths differ.
    private static final String INSERT_OUTCOMES = """
            INSERT INTO verification_outcome (prescription, checked_at, signer_subject, signer_serial, chain, canonical,
                                              revocation_checked_at, crl_next_update)
            SELECT prescription, checked_at, signer_subject, signer_serial, chain::text[], true, revocation_checked_at,
                   crl_next_update
            FROM unnest(?::bigint[], ?::timestamptz[], ?::text[], ?::numeric[], ?::text[], ?::timestamptz[],
                        ?::timestamptz[])
                 AS o(prescription, checked_at, signer_subject, signer_serial, chain, revocation_checked_at,
                      crl_next_update)""";

    private VerificationOutcomeRows() {
    }

    /** Inserts the outcome of each of {@code group} that {@code inserted} holds a new row id for. */
    static void insert(Connection connection, List<VerifiedPrescription> group, Map<String, Long> inserted)
            throws SQLException {
        List<Object[]> rows = new ArrayList<>();
        for (VerifiedPrescription verified : group) {
            Long rowId = inserted.get(CertificateIdentity.of(verified).key());
            if (rowId == null) {
                continue;
            }
            TrustedPrescriber signer = verified.signer().orElse(null);
            rows.add(new Object[] {rowId, verified.verifiedAt().toString(),
                    signer == null ? null : PrescriptionRows.issuerName(signer.subject()),
                    signer == null ? null : signer.certificate().getSerialNumber().toString(),
                    PrescriptionRows.arrayLiteral(signer == null ? List.of()
                            : signer.chain().stream().map(PrescriptionRows::issuerName).toList()),
                    signer == null ? null : signer.validatedAt().toString(),
                    signer == null ? null : signer.crlNextUpdate().toString()});
        }
        if (rows.isEmpty()) {
            return;
        }
        String[] types = {"int8", "text", "text", "text", "text", "text", "text"};
        try (PreparedStatement insert = connection.prepareStatement(INSERT_OUTCOMES)) {
            for (int c = 0; c < types.length; c++) {
                int column = c;
                insert.setArray(c + 1, connection.createArrayOf(types[c], rows.stream().map(r -> r[column]).toArray()));
            }
            insert.executeUpdate();
        }
    }
}
