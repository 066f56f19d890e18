package org.etp.prescriber.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.receipts.ReceiptOutcome;
import org.etp.prescriber.receipts.StoredReceipt;
import org.etp.prescriber.receipts.SuppliedItem;
import org.etp.prescriber.web.Times;
import org.junit.jupiter.api.Test;

class ReceiptWordsTests {

    private static final Instant ISSUED = Instant.parse("2026-07-14T08:05:12Z");
    private final ReceiptWords words = new ReceiptWords(new Times(ZoneId.of("Europe/London")), new Formulary());

    @Test
    void saysWhoPartlyDispensedItWhenInThePracticesZoneAndWhatOfEachItem() {
        StoredReceipt receipt = receipt(PrescriptionStatus.PARTIALLY_DISPENSED, null,
                new SuppliedItem(1, "Metformin 500mg tablets", Quantity.of("28", "tablet"), new BigDecimal("14")),
                new SuppliedItem(2, "Salbutamol inhaler", Quantity.of("1", "inhaler"), BigDecimal.ONE));

        assertThat(words.label(receipt.outcome().status())).isEqualTo("Partially dispensed");
        assertThat(words.headline(receipt))
                .isEqualTo("Partially dispensed by Riverside Pharmacy on 14 Jul 2026, 09:05:12 BST");
        assertThat(words.details(receipt)).containsExactly("Metformin 500mg tablets: 14 of 28 tablets supplied",
                "Salbutamol inhaler: 1 of 1 inhaler supplied");
        assertThat(words.sentence(receipt)).endsWith("1 of 1 inhaler supplied. (receipt verified)");
    }

    @Test
    void saysOnEachItemsOwnLineWhatIsOwedAndWhyTheRestWasNotSupplied() {
        StoredReceipt receipt = receipt(PrescriptionStatus.PARTIALLY_DISPENSED,
                "owing: item 1 14 of 28 tablets; item 2 not supplied: Not required as instructed by the patient;"
                        + " item 3 7 of 21 capsules supplied: Clinically unsuitable",
                new SuppliedItem(1, "Metformin 500mg tablets", Quantity.of("28", "tablet"), new BigDecimal("14")),
                new SuppliedItem(2, "Ramipril 5mg capsules", Quantity.of("28", "capsule"), BigDecimal.ZERO),
                new SuppliedItem(3, "Amoxicillin 500mg capsules", Quantity.of("21", "capsule"), new BigDecimal("7")),
                new SuppliedItem(4, "Salbutamol inhaler", Quantity.of("1", "inhaler"), BigDecimal.ONE));

        assertThat(words.details(receipt)).containsExactly(
                "Metformin 500mg tablets: 14 of 28 tablets supplied; 14 tablets owed, to be supplied by the pharmacy",
                "Ramipril 5mg capsules: 0 of 28 capsules supplied; not supplied: not required as instructed by the"
                        + " patient",
                "Amoxicillin 500mg capsules: 7 of 21 capsules supplied; the rest not supplied: clinically unsuitable",
                "Salbutamol inhaler: 1 of 1 inhaler supplied");
    }

    @Test
    void keepsWordsNoItemOwnsSuchAsAReasonCutShortOnALineOfTheirOwn() {
        StoredReceipt receipt = receipt(PrescriptionStatus.PARTIALLY_DISPENSED,
                "not all supplied: item 1 not supplied: Clinically unsuitable; item 2 not supplied: Patient purch…",
                new SuppliedItem(1, "Ramipril 5mg capsules", Quantity.of("28", "capsule"), BigDecimal.ZERO),
                new SuppliedItem(2, "Metformin 500mg tablets", Quantity.of("28", "tablet"), BigDecimal.ZERO),
                new SuppliedItem(3, "Salbutamol inhaler", Quantity.of("1", "inhaler"), BigDecimal.ONE));

        assertThat(words.details(receipt)).containsExactly(
                "Ramipril 5mg capsules: 0 of 28 capsules supplied; not supplied: clinically unsuitable",
                "Metformin 500mg tablets: 0 of 28 tablets supplied",
                "Salbutamol inhaler: 1 of 1 inhaler supplied",
                "Item 2 not supplied: Patient purch…");
        assertThat(words.details(receipt(PrescriptionStatus.PARTIALLY_DISPENSED, "some items supplied in part",
                new SuppliedItem(1, "Salbutamol inhaler", Quantity.of("2", "inhaler"), BigDecimal.ONE))))
                .containsExactly("Salbutamol inhaler: 1 of 2 inhalers supplied", "Some items supplied in part");
    }

    @Test
    void givesAReturnsReasonAndNamesCancelledAndExpiredPlainly() {
        assertThat(words.details(receipt(PrescriptionStatus.RETURNED, "patient did not collect")))
                .containsExactly("Returned: patient did not collect");
        assertThat(words.details(receipt(PrescriptionStatus.RETURNED, "returned: PATIENT_REQUESTED")))
                .containsExactly("Returned: patient requested");
        assertThat(words.headline(receipt(PrescriptionStatus.RETURNED, "x"))).startsWith("Returned by Riverside");
        assertThat(words.label(PrescriptionStatus.CANCELLED)).isEqualTo("Cancelled");
        assertThat(words.headline(receipt(PrescriptionStatus.CANCELLED, null))).startsWith("Cancelled: confirmed by");
        assertThat(words.details(receipt(PrescriptionStatus.CANCELLED, null))).isEmpty();
        assertThat(words.label(PrescriptionStatus.EXPIRED)).isEqualTo("Expired");
        assertThat(words.headline(receipt(PrescriptionStatus.EXPIRED, null)))
                .isEqualTo("Expired at Riverside Pharmacy on 14 Jul 2026, 09:05:12 BST without being dispensed");
        assertThat(words.label(PrescriptionStatus.DISPENSED)).isEqualTo("Dispensed");
    }

    private static StoredReceipt receipt(PrescriptionStatus status, String reason, SuppliedItem... items) {
        return new StoredReceipt("A1B2C3-A12345-ABCDE0", new ReceiptOutcome(status, "Riverside Pharmacy", ISSUED,
                reason, List.of(items)), ISSUED.plusSeconds(3));
    }
}
