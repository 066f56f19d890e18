package org.etp.prescriber.receipts;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.etp.db.testing.TestDatabase;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.etp.prescriber.outbox.DeliveredPrescriptions;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

// A database of its own: the app's background poller must not fetch receipts for these rows.
class ReceiptRepositoryIntegrationTests {

    private static final AtomicInteger SERIAL = new AtomicInteger(1);
    private static final Instant ISSUED = Instant.parse("2026-03-14T09:05:12Z");
    private static JdbcTemplate jdbc;
    private static ReceiptRepository receipts;
    private static DeliveredPrescriptions delivered;

    @BeforeAll
    static void migrate() {
        TestDatabase database = TestDatabase.create("etp_receipt_test");
        DriverManagerDataSource dataSource = new DriverManagerDataSource(database.url(), database.username(),
                database.password());
        Flyway.configure().dataSource(dataSource).locations("classpath:db/migration/prescriber").load().migrate();
        jdbc = new JdbcTemplate(dataSource);
        receipts = new ReceiptRepository(jdbc);
        delivered = new DeliveredPrescriptions(jdbc);
    }

    @Test
    void outstandingAreTheAcceptedPrescriptionsOfThatPharmacyWithoutAReceipt() {
        String ods = uniqueOds();
        long accepted = row(ods, "hart", "ACCEPTED");
        long duplicate = row(ods, "okafor", "DUPLICATE");
        row(ods, "hart", "SENDING");
        row(ods, "hart", "RETRYING");
        row(ods, "hart", "REJECTED");
        row("FZZ99", "hart", "ACCEPTED");
        long received = row(ods, "hart", "ACCEPTED");
        assertThat(receipts.insert(receipt(outstanding(ods, received), PrescriptionStatus.DISPENSED))).isTrue();
        long expired = row(ods, "hart", "ACCEPTED");
        assertThat(receipts.insert(receipt(outstanding(ods, expired), PrescriptionStatus.EXPIRED))).isTrue();

        assertThat(delivered.awaitingReceipt(ods, 0, 100)).extracting(AwaitingReceipt::outboxId)
                .containsExactly(accepted, duplicate, expired);
        AwaitingReceipt first = delivered.awaitingReceipt(ods, 0, 1).get(0);
        assertThat(first.certificate()).isEqualTo(("certificate " + accepted).getBytes());
        assertThat(first.format()).isEqualTo(WireFormat.DER);
        assertThat(first.prescriberId()).isEqualTo("hart-rsa2048");
    }

    @Test
    void walksTheOutstandingInBatchesAfterTheRowGiven() {
        String ods = uniqueOds();
        long a = row(ods, "hart", "ACCEPTED");
        long b = row(ods, "hart", "ACCEPTED");
        long c = row(ods, "hart", "ACCEPTED");

        assertThat(delivered.awaitingReceipt(ods, 0, 2)).extracting(AwaitingReceipt::outboxId).containsExactly(a, b);
        assertThat(delivered.awaitingReceipt(ods, b, 2)).extracting(AwaitingReceipt::outboxId).containsExactly(c);
        assertThat(delivered.awaitingReceipt(ods, c, 2)).isEmpty();
    }

    @Test
    void storesAReceiptWithItsItemsAndShowsItToItsPrescriberOnly() {
        String ods = uniqueOds();
        AwaitingReceipt prescription = outstanding(ods, row(ods, "hart", "ACCEPTED"));
        SuppliedItem half = new SuppliedItem(1, "Amoxicillin 500mg capsules", Quantity.of("28", "tablet"),
                new BigDecimal("14.0"));
        SuppliedItem none = new SuppliedItem(2, "Salbutamol inhaler", Quantity.of("1", "inhaler"), BigDecimal.ZERO);
        NewReceipt receipt = new NewReceipt(prescription, new ReceiptOutcome(PrescriptionStatus.PARTIALLY_DISPENSED,
                "Riverside Pharmacy", ISSUED, null, List.of(half, none)), WireFormat.XML, new byte[] {1, 2, 3});

        assertThat(receipts.insert(receipt)).isTrue();

        StoredReceipt stored = receipts.receipt("hart", prescription.prescriptionId()).orElseThrow();
        assertThat(stored.outcome()).isEqualTo(receipt.outcome());
        assertThat(stored.outcome().items().get(0).supplied()).isEqualTo(new BigDecimal("14"));
        assertThat(stored.verifiedAt()).isNotNull();
        assertThat(receipts.raw("hart", prescription.prescriptionId()).orElseThrow().bytes())
                .containsExactly(1, 2, 3);
        assertThat(receipts.receipt("okafor", prescription.prescriptionId())).isEmpty();
        assertThat(receipts.raw("okafor", prescription.prescriptionId())).isEmpty();
        assertThat(delivered.awaitingReceipt(ods, 0, 10)).isEmpty();
    }

    @Test
    void keepsTheFirstReceiptOfAPrescription() {
        String ods = uniqueOds();
        AwaitingReceipt prescription = outstanding(ods, row(ods, "hart", "ACCEPTED"));

        assertThat(receipts.insert(receipt(prescription, PrescriptionStatus.CANCELLED))).isTrue();
        assertThat(receipts.insert(receipt(prescription, PrescriptionStatus.DISPENSED))).isFalse();

        assertThat(receipts.receipt("hart", prescription.prescriptionId()).orElseThrow().outcome().status())
                .isEqualTo(PrescriptionStatus.CANCELLED);
    }

    @Test
    void replacesAnExpiryWithTheLaterReturnButNotWithAnOlderReceipt() {
        String ods = uniqueOds();
        AwaitingReceipt prescription = outstanding(ods, row(ods, "hart", "ACCEPTED"));
        assertThat(receipts.insert(receipt(prescription, PrescriptionStatus.EXPIRED))).isTrue();

        assertThat(receipts.insert(new NewReceipt(prescription, new ReceiptOutcome(PrescriptionStatus.RETURNED,
                "Riverside Pharmacy", ISSUED.minusSeconds(60), "older", List.of()), WireFormat.DER, new byte[] {1})))
                .isFalse();
        assertThat(receipts.insert(new NewReceipt(prescription, new ReceiptOutcome(PrescriptionStatus.RETURNED,
                "Riverside Pharmacy", ISSUED.plusSeconds(60), "returned: PRESCRIPTION_EXPIRED", List.of()),
                WireFormat.DER, new byte[] {2}))).isTrue();

        StoredReceipt stored = receipts.receipt("hart", prescription.prescriptionId()).orElseThrow();
        assertThat(stored.outcome().status()).isEqualTo(PrescriptionStatus.RETURNED);
        assertThat(stored.outcome().reason()).isEqualTo("returned: PRESCRIPTION_EXPIRED");
        assertThat(receipts.raw("hart", prescription.prescriptionId()).orElseThrow().bytes()).containsExactly(2);
        assertThat(delivered.awaitingReceipt(ods, 0, 10)).isEmpty();
    }

    @Test
    void keepsAskingWhileSomethingIsOwedAndTakesTheReceiptOfTheOwingSupplied() {
        String ods = uniqueOds();
        AwaitingReceipt prescription = outstanding(ods, row(ods, "hart", "ACCEPTED"));
        SuppliedItem part = new SuppliedItem(1, "Amoxicillin 500mg capsules", Quantity.of("21", "capsule"),
                new BigDecimal("7"));
        assertThat(receipts.insert(new NewReceipt(prescription, new ReceiptOutcome(
                PrescriptionStatus.PARTIALLY_DISPENSED, "Riverside Pharmacy", ISSUED,
                "owing: item 1 14 of 21 capsules", List.of(part)), WireFormat.DER, new byte[] {1}))).isTrue();

        assertThat(delivered.awaitingReceipt(ods, 0, 10)).extracting(AwaitingReceipt::outboxId)
                .containsExactly(prescription.outboxId());
        SuppliedItem all = new SuppliedItem(1, "Amoxicillin 500mg capsules", Quantity.of("21", "capsule"),
                new BigDecimal("21"));
        assertThat(receipts.insert(new NewReceipt(prescription, new ReceiptOutcome(PrescriptionStatus.DISPENSED,
                "Riverside Pharmacy", ISSUED.plusSeconds(3600), "all items supplied", List.of(all)), WireFormat.DER,
                new byte[] {2}))).isTrue();

        StoredReceipt stored = receipts.receipt("hart", prescription.prescriptionId()).orElseThrow();
        assertThat(stored.outcome().status()).isEqualTo(PrescriptionStatus.DISPENSED);
        assertThat(stored.outcome().items().get(0).supplied()).isEqualTo(new BigDecimal("21"));
        assertThat(delivered.awaitingReceipt(ods, 0, 10)).isEmpty();
    }

    @Test
    void asksAgainAboutAReturnOnceItsCancellationIsAcceptedAndTakesTheCancelledReceipt() {
        String ods = uniqueOds();
        AwaitingReceipt prescription = outstanding(ods, row(ods, "hart", "ACCEPTED"));
        assertThat(receipts.insert(receipt(prescription, PrescriptionStatus.RETURNED))).isTrue();
        assertThat(delivered.awaitingReceipt(ods, 0, 10)).isEmpty();

        jdbc.update("INSERT INTO outbox (prescription_id, username, prescriber_id, issuer, serial, format, algorithm,"
                + " pharmacy_ods, pharmacy_name, patient_name, item_summary, payload, size, encode_micros, sign_micros,"
                + " cpu_user_micros, cpu_system_micros, minor_faults, major_faults, status, acknowledged_at, kind,"
                + " cancellation_reason) SELECT prescription_id, username, prescriber_id, issuer, serial + 1, format,"
                + " algorithm, pharmacy_ods, pharmacy_name, patient_name, item_summary, payload, size, 0, 0, 0, 0, 0,"
                + " 0, 'ACCEPTED', acknowledged_at, 'CANCEL', '0004' FROM outbox WHERE id = ?", prescription.outboxId());

        assertThat(delivered.awaitingReceipt(ods, 0, 10)).extracting(AwaitingReceipt::outboxId)
                .containsExactly(prescription.outboxId());
        assertThat(receipts.insert(new NewReceipt(prescription, new ReceiptOutcome(PrescriptionStatus.CANCELLED,
                "Riverside Pharmacy", ISSUED.plusSeconds(60), "cancelled by the prescriber: clinical grounds",
                List.of()), WireFormat.DER, new byte[] {3}))).isTrue();
        assertThat(receipts.receipt("hart", prescription.prescriptionId()).orElseThrow().outcome().status())
                .isEqualTo(PrescriptionStatus.CANCELLED);
        assertThat(delivered.awaitingReceipt(ods, 0, 10)).isEmpty();
    }

    @Test
    void storesNothingForARowThatIsNotThePrescriptionNamed() {
        String ods = uniqueOds();
        AwaitingReceipt one = outstanding(ods, row(ods, "hart", "ACCEPTED"));
        AwaitingReceipt other = outstanding(ods, row(ods, "hart", "ACCEPTED"));
        AwaitingReceipt mixed = new AwaitingReceipt(one.outboxId(), other.prescriptionId(), one.prescriberId(), one.format(),
                one.certificate());

        assertThat(receipts.insert(receipt(mixed, PrescriptionStatus.DISPENSED))).isFalse();

        assertThat(jdbc.queryForObject("SELECT count(*) FROM receipt WHERE outbox_id = ?", Long.class,
                one.outboxId())).isZero();
    }

    private static NewReceipt receipt(AwaitingReceipt prescription, PrescriptionStatus status) {
        return new NewReceipt(prescription, new ReceiptOutcome(status, "Riverside Pharmacy", ISSUED, null, List.of()),
                WireFormat.DER, new byte[] {9});
    }

    private static AwaitingReceipt outstanding(String ods, long outboxId) {
        return delivered.awaitingReceipt(ods, outboxId - 1, 1).get(0);
    }

    private static String uniqueOds() {
        return "F" + Integer.toString(SERIAL.incrementAndGet() * 7919 % 100_000, 36).toUpperCase();
    }

    /** An outbox row as the outbox leaves it once the pharmacy has answered (or not yet). */
    private static long row(String ods, String username, String status) {
        int serial = SERIAL.incrementAndGet();
        String id = String.format("%06X-A12345-%05X0", serial, serial);
        boolean answered = !status.equals("SENDING") && !status.equals("RETRYING");
        long outboxId = jdbc.queryForObject("INSERT INTO outbox (prescription_id, username, prescriber_id, issuer,"
                + " serial, format, algorithm, pharmacy_ods, pharmacy_name, patient_name, item_summary, payload, size,"
                + " encode_micros, sign_micros, cpu_user_micros, cpu_system_micros, minor_faults, major_faults, status,"
                + " reason, acknowledged_at) VALUES (?, ?, 'hart-rsa2048', 'CN=Hart', ?, 'DER', 'rsa2048', ?,"
                + " 'Riverside Pharmacy', 'patient', 'items', '\\x00', 1, 0, 0, 0, 0, 0, 0, ?, ?, ?) RETURNING id",
                Long.class, id, username, serial, ods, status, status.equals("REJECTED") ? "REVOKED" : null,
                answered ? Timestamp.from(ISSUED) : null);
        jdbc.update("UPDATE outbox SET payload = ?, size = ? WHERE id = ?", ("certificate " + outboxId).getBytes(),
                ("certificate " + outboxId).length(), outboxId);
        return outboxId;
    }
}
