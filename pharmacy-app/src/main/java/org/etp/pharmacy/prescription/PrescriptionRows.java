package org.etp.pharmacy.prescription;

import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;

/**
 * How prescriptions are received: the SQL the store's group commit runs. Every prescription of the group in one
 * {@code INSERT ... SELECT FROM unnest(...)}, so a group of a hundred costs PostgreSQL one statement, then their
 * items ({@link PrescriptionItemRows}) the same way; and what is on file for those that were not new. What the
 * intake checked travels in the prescription's row: when (the time it was received), that the encoding was
 * canonical, and the signer as validated, by its {@code signer_validation} row (the store writes it). Runs inside
 * the caller's transaction; prescription IDs within the group are distinct.
 */
public final class PrescriptionRows {

    // The certificates travel as one binary parameter, each row cutting its own bytes out by offset and
    // size: a bytea[] would go as hex text, twice the size and escaped element by element.
    private static final String INSERT_PRESCRIPTIONS = """
            INSERT INTO prescription (prescription_id, format, algorithm, profile, raw, size, issuer, serial,
                                      prescriber_registration, patient_nhs_number, not_before, not_after, received_at,
                                      signer, checked_at, canonical)
            SELECT prescription_id, format, algorithm, profile, substring(?::bytea FROM start FOR size), size, issuer,
                   serial, prescriber_registration, patient_nhs_number, not_before, not_after, received_at, signer,
                   received_at, true
            FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::numeric[],
                        ?::text[], ?::bpchar[], ?::timestamptz[], ?::timestamptz[], ?::timestamptz[], ?::int[])
                 AS p(prescription_id, format, algorithm, profile, start, size, issuer, serial,
                      prescriber_registration, patient_nhs_number, not_before, not_after, received_at, signer)
            ON CONFLICT DO NOTHING
            RETURNING id, prescription_id, profile, issuer, serial""";

    private PrescriptionRows() {
    }

    /**
     * Inserts those of {@code group} that are new: a prescription whose ID no stored prescription has, any
     * certificate whose issuer serial is unused.
     *
     * @param signers the {@code signer_validation} row of each signer in {@code group}
     * @return the new row id of each inserted certificate, by its {@link CertificateIdentity#key()}
     */
    public static Map<String, Long> insert(Connection connection, List<VerifiedPrescription> group,
            Map<TrustedPrescriber, Integer> signers) throws SQLException {
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
        Integer[] signerIds = new Integer[size];
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
            issuers[i] = CertificateIdentity.of(verified).issuer();
            serials[i] = certificate.serialNumber().toString();
            registrations[i] = certificate.prescription().map(p -> p.prescriber().registration()).orElse(null);
            nhsNumbers[i] = certificate.holder().nhsNumber().value();
            notBefore[i] = certificate.validity().notBefore().toString();
            notAfter[i] = certificate.validity().notAfter().toString();
            receivedAt[i] = verified.verifiedAt().toString();
            signerIds[i] = verified.signer().map(signers::get).orElse(null);
        }
        Map<String, Long> inserted = new HashMap<>();
        try (PreparedStatement insert = connection.prepareStatement(INSERT_PRESCRIPTIONS)) {
            insert.setBytes(1, raw.toByteArray());
            Object[][] columns = {ids, formats, algorithms, profiles, starts, sizes, issuers, serials, registrations,
                    nhsNumbers, notBefore, notAfter, receivedAt, signerIds};
            String[] types = {"text", "text", "text", "text", "int4", "int4", "text", "text", "text", "text", "text",
                    "text", "text", "int4"};
            for (int c = 0; c < columns.length; c++) {
                insert.setArray(c + 2, connection.createArrayOf(types[c], columns[c]));
            }
            try (ResultSet rows = insert.executeQuery()) {
                while (rows.next()) {
                    CertificateIdentity identity = CertificateIdentity.ofRow(rows.getString(3), rows.getString(2),
                            rows.getString(4), rows.getBigDecimal(5).toBigIntegerExact());
                    inserted.put(identity.key(), rows.getLong(1));
                }
            }
        }
        PrescriptionItemRows.insert(connection, group, inserted);
        return inserted;
    }

    /** A certificate on file: its profile and its bytes exactly as received. */
    public record OnFile(Profile profile, byte[] raw) {
    }

    /**
     * What is on file for each of {@code identities}, by its {@link CertificateIdentity#key()}: for a
     * prescription, the prescription stored under its ID; for any other certificate, whatever certificate holds
     * its issuer serial.
     */
    public static Map<String, OnFile> existing(Connection connection, List<CertificateIdentity> identities)
            throws SQLException {
        List<String> ids = new ArrayList<>();
        List<String> issuers = new ArrayList<>();
        List<String> serials = new ArrayList<>();
        for (CertificateIdentity identity : identities) {
            if (identity.isPrescription()) {
                ids.add(identity.prescriptionId());
            } else {
                issuers.add(identity.issuer());
                serials.add(identity.serial().toString());
            }
        }
        Map<String, OnFile> byId = new HashMap<>();
        Map<String, OnFile> bySerial = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement("""
                SELECT prescription_id, profile, issuer, serial, raw FROM prescription
                WHERE (profile = 'prescription' AND prescription_id = ANY (?))
                   OR (issuer, serial) IN (SELECT * FROM unnest(?::text[], ?::numeric[]))""")) {
            query.setArray(1, connection.createArrayOf("text", ids.toArray()));
            query.setArray(2, connection.createArrayOf("text", issuers.toArray()));
            query.setArray(3, connection.createArrayOf("text", serials.toArray()));
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    CertificateIdentity row = CertificateIdentity.ofRow(rows.getString(2), rows.getString(1),
                            rows.getString(3), rows.getBigDecimal(4).toBigIntegerExact());
                    OnFile file = new OnFile(row.profile(), rows.getBytes(5));
                    if (row.isPrescription()) {
                        byId.put(row.prescriptionId(), file);
                    }
                    bySerial.put(row.serialKey(), file);
                }
            }
        }
        Map<String, OnFile> existing = new HashMap<>();
        for (CertificateIdentity identity : identities) {
            OnFile file = identity.isPrescription() ? byId.get(identity.prescriptionId())
                    : bySerial.get(identity.serialKey());
            if (file != null) {
                existing.put(identity.key(), file);
            }
        }
        return existing;
    }

    /** The issuer as stored and shown ({@link Names#readable}). */
    static String issuerName(X500Principal issuer) {
        return Names.readable(issuer);
    }
}
