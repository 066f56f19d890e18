package org.etp.pharmacy.store;

import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;

/**
 * The SQL of one group commit: every prescription of the group in one {@code INSERT ... SELECT FROM
 * unnest(...)}, so a group of a hundred costs PostgreSQL one statement, then their items
 * ({@link PrescriptionItemRows}) and verification outcomes ({@link VerificationOutcomeRows}) the same way.
 * Runs inside the caller's transaction; prescription IDs within the group are distinct.
 */
final class PrescriptionRows {

    // The certificates travel as one binary parameter, each row cutting its own bytes out by offset and
    // size: a bytea[] would go as hex text, twice the size and escaped element by element.
    private static final String INSERT_PRESCRIPTIONS = """
            INSERT INTO prescription (prescription_id, format, algorithm, profile, raw, size, issuer, serial,
                                      prescriber_registration, patient_nhs_number, not_before, not_after, received_at)
            SELECT prescription_id, format, algorithm, profile, substring(?::bytea FROM start FOR size), size, issuer,
                   serial, prescriber_registration, patient_nhs_number, not_before, not_after, received_at
            FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::numeric[],
                        ?::text[], ?::bpchar[], ?::timestamptz[], ?::timestamptz[], ?::timestamptz[])
                 AS p(prescription_id, format, algorithm, profile, start, size, issuer, serial,
                      prescriber_registration, patient_nhs_number, not_before, not_after, received_at)
            ON CONFLICT DO NOTHING
            RETURNING id, prescription_id""";

    private PrescriptionRows() {
    }

    /**
     * Inserts those of {@code group} whose prescription ID and issuer serial are new.
     *
     * @return the new row id of each inserted prescription, by prescription ID
     */
    static Map<String, Long> insert(Connection connection, List<VerifiedPrescription> group) throws SQLException {
        int size = group.size();
        String[] ids = new String[size];
        String[] formats = new String[size];
        String[] algorithms = new String[size];
        String[] profiles = new String[size];
        ByteArrayOutputStream raw = new ByteArrayOutputStream(size * 2048);
        Integer[] starts = new Integer[size];
        Integer[] sizes = new Integer[size];
        String[] issuers = new String[size];
        String[] serials = new String[size];
        String[] registrations = new String[size];
        String[] nhsNumbers = new String[size];
        String[] notBefore = new String[size];
        String[] notAfter = new String[size];
        String[] receivedAt = new String[size];
        for (int i = 0; i < size; i++) {
            VerifiedPrescription verified = group.get(i);
            PrescriptionCertificate certificate = verified.certificate();
            ids[i] = certificate.prescriptionId().value();
            formats[i] = verified.format().name();
            algorithms[i] = verified.algorithm().map(SignatureAlgorithm::id).orElse(null);
            profiles[i] = certificate.profile().id();
            starts[i] = raw.size() + 1; // SQL's substring counts from 1
            raw.writeBytes(verified.encoded());
            sizes[i] = verified.size();
            // The registered signer's subject, not the message's own encoding of it: one name, one spelling,
            // so that (issuer, serial) catches a replay however the issuer was encoded.
            issuers[i] = issuerName(verified.signer().map(TrustedPrescriber::subject).orElse(certificate.issuer()));
            serials[i] = certificate.serialNumber().toString();
            registrations[i] = certificate.prescription().map(p -> p.prescriber().registration()).orElse(null);
            nhsNumbers[i] = certificate.holder().nhsNumber().value();
            notBefore[i] = certificate.validity().notBefore().toString();
            notAfter[i] = certificate.validity().notAfter().toString();
            receivedAt[i] = verified.verifiedAt().toString();
        }
        Map<String, Long> inserted = new HashMap<>();
        try (PreparedStatement insert = connection.prepareStatement(INSERT_PRESCRIPTIONS)) {
            insert.setBytes(1, raw.toByteArray());
            Object[][] columns = {ids, formats, algorithms, profiles, starts, sizes, issuers, serials, registrations,
                    nhsNumbers, notBefore, notAfter, receivedAt};
            String[] types = {"text", "text", "text", "text", "int4", "int4", "text", "text", "text", "text", "text",
                    "text", "text"};
            for (int c = 0; c < columns.length; c++) {
                insert.setArray(c + 2, connection.createArrayOf(types[c], columns[c]));
            }
            try (ResultSet rows = insert.executeQuery()) {
                while (rows.next()) {
                    inserted.put(rows.getString(2), rows.getLong(1));
                }
            }
        }
        PrescriptionItemRows.insert(connection, group, inserted);
        VerificationOutcomeRows.insert(connection, group, inserted);
        return inserted;
    }

    /** Of {@code ids}, those already committed. */
    /** The certificates already stored under any of {@code ids}, by prescription ID. */
    static Map<String, byte[]> existing(Connection connection, List<String> ids) throws SQLException {
        Map<String, byte[]> existing = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement(
                "SELECT prescription_id, raw FROM prescription WHERE prescription_id = ANY (?)")) {
            query.setArray(1, connection.createArrayOf("text", ids.toArray()));
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    existing.put(rows.getString(1), rows.getBytes(2));
                }
            }
        }
        return existing;
    }

    /** The issuer as stored and shown ({@link Names#readable}). */
    static String issuerName(X500Principal issuer) {
        return Names.readable(issuer);
    }

    /** A PostgreSQL array literal of {@code values}, each double-quoted so that commas and braces stay inside. */
    static String arrayLiteral(List<String> values) {
        StringBuilder literal = new StringBuilder("{");
        for (String value : values) {
            if (literal.length() > 1) {
                literal.append(',');
            }
            literal.append('"').append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        return literal.append('}').toString();
    }
}
