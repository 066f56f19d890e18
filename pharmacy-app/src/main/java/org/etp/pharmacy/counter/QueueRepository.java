package org.etp.pharmacy.counter;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.pharmacy.store.SqlTimes;
import org.etp.pharmacy.web.DisplayTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The queue's queries, newest first by row id (the primary key's order, so a page is an index scan
 * whatever the table's size). Patient names are decoded from the stored certificates of the rows shown.
 */
@Repository
class QueueRepository {

    private static final String COLUMNS = """
            SELECT p.id, p.prescription_id, p.patient_nhs_number, p.issuer, p.profile, p.format, p.status, p.raw,
                   p.received_at, p.not_after,
                   (SELECT string_agg(i.name, '; ' ORDER BY i.item_number) FROM prescription_item i
                    WHERE i.prescription = p.id) AS items
            FROM prescription p""";

    private final JdbcClient jdbc;
    private final Clock clock;

    QueueRepository(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** One page, and one row more than a page when there is a next one. */
    List<QueueRow> page(QueueQuery query) {
        List<String> conditions = new ArrayList<>();
        List<Object> parameters = new ArrayList<>();
        query.status().ifPresent(status -> {
            conditions.add("p.status = ?");
            parameters.add(status.name());
        });
        if (query.searching()) {
            Optional<String> id = query.prescriptionId();
            conditions.add(id.isPresent() ? "p.prescription_id = ?" : "p.patient_nhs_number = ?");
            parameters.add(id.orElseGet(() -> query.nhsNumber().orElse("")));
        }
        String where = conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
        parameters.add(QueueQuery.PAGE_SIZE + 1);
        parameters.add((long) query.page() * QueueQuery.PAGE_SIZE);
        Instant now = clock.instant();
        return jdbc.sql(COLUMNS + where + " ORDER BY p.id DESC LIMIT ? OFFSET ?").params(parameters)
                .query((rows, n) -> row(rows, now)).list();
    }

    /** What arrived after row {@code afterId}, oldest first, at most {@code limit}. */
    List<QueueRow> arrivals(long afterId, int limit) {
        Instant now = clock.instant();
        return jdbc.sql(COLUMNS + " WHERE p.id > ? ORDER BY p.id LIMIT ?").params(afterId, limit)
                .query((rows, n) -> row(rows, now)).list();
    }

    long latestId() {
        return jdbc.sql("SELECT coalesce(max(id), 0) FROM prescription").query(Long.class).single();
    }

    private static QueueRow row(ResultSet rows, Instant now) throws SQLException {
        Optional<PrescriptionCertificate> certificate = CertificateContents.read(rows.getString("format"),
                rows.getBytes("raw"));
        Optional<Prescription> prescription = certificate.flatMap(PrescriptionCertificate::prescription);
        String nhs = rows.getString("patient_nhs_number");
        String status = rows.getString("status");
        String issuer = rows.getString("issuer");
        return new QueueRow(rows.getLong("id"), rows.getString("prescription_id"),
                nhs == null ? "" : nhs.substring(0, 3) + " " + nhs.substring(3, 6) + " " + nhs.substring(6),
                certificate.map(c -> c.holder().name()).orElse(""),
                prescription.map(p -> p.prescriber().name()).orElseGet(() -> commonName(issuer)),
                rows.getString("items") == null ? "(charge exemption)" : rows.getString("items"),
                rows.getString("profile"), rows.getString("format"), status,
                DisplayTimes.format(SqlTimes.instant(rows, "received_at")),
                "RECEIVED".equals(status) && now.isAfter(SqlTimes.instant(rows, "not_after")));
    }

    private static String commonName(String distinguishedName) {
        try {
            for (Rdn rdn : new LdapName(distinguishedName).getRdns()) {
                if (rdn.getType().equalsIgnoreCase("CN")) {
                    return rdn.getValue().toString();
                }
            }
        } catch (InvalidNameException e) {
            // Fall through to the name as stored.
        }
        return distinguishedName;
    }
}
