package org.etp.pharmacy.prescription;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.verification.VerifiedPrescription;

/** The items of the prescriptions a group commit inserted, in one statement; inside the caller's transaction. */
final class PrescriptionItemRows {

    private static final String INSERT_ITEMS = """
            INSERT INTO prescription_item (prescription, item_number, dmd_code, name, quantity, unit, dosage)
            SELECT * FROM unnest(?::bigint[], ?::smallint[], ?::text[], ?::text[], ?::numeric[], ?::text[], ?::text[])""";

    private PrescriptionItemRows() {
    }

    /** Inserts the items of each of {@code group} that {@code inserted} holds a new row id for. */
    static void insert(Connection connection, List<VerifiedPrescription> group, Map<String, Long> inserted)
            throws SQLException {
        List<Long> rowIds = new ArrayList<>();
        List<Short> numbers = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<BigDecimal> quantities = new ArrayList<>();
        List<String> units = new ArrayList<>();
        List<String> dosages = new ArrayList<>();
        for (VerifiedPrescription verified : group) {
            Long rowId = inserted.get(CertificateIdentity.of(verified).key());
            Prescription prescription = verified.certificate().prescription().orElse(null);
            if (rowId == null || prescription == null) {
                continue;
            }
            short number = 1;
            for (Item item : prescription.items()) {
                rowIds.add(rowId);
                numbers.add(number++);
                codes.add(item.dmdCode());
                names.add(item.name());
                quantities.add(item.quantity().value());
                units.add(item.quantity().unit());
                dosages.add(item.dosage());
            }
        }
        if (rowIds.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement(INSERT_ITEMS)) {
            insert.setArray(1, array(connection, "int8", rowIds));
            insert.setArray(2, array(connection, "int2", numbers));
            insert.setArray(3, array(connection, "text", codes));
            insert.setArray(4, array(connection, "text", names));
            insert.setArray(5, array(connection, "numeric", quantities));
            insert.setArray(6, array(connection, "text", units));
            insert.setArray(7, array(connection, "text", dosages));
            insert.executeUpdate();
        }
    }

    private static Array array(Connection connection, String type, List<?> values) throws SQLException {
        return connection.createArrayOf(type, values.toArray());
    }
}
