package org.etp.ac.receipt;

import static org.assertj.core.api.Assertions.assertThat;

import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.receipt.ReceiptTexts.ItemNote;
import org.junit.jupiter.api.Test;

class ReceiptTextsTests {

    @Test
    void readsEachItemOfAPartialDispenseBackFromItsReason() {
        ReceiptTexts.ItemNotes notes = ReceiptTexts.itemNotes(PrescriptionStatus.PARTIALLY_DISPENSED,
                "owing: item 1 100 of 200 doses; item 3 not supplied: Clinically unsuitable;"
                        + " item 4 2.5 of 100 ml supplied: Patient purchased medication over the counter");

        assertThat(notes.items()).containsOnlyKeys(1, 3, 4);
        assertThat(notes.items().get(1)).isEqualTo(new ItemNote(1, null));
        assertThat(notes.items().get(1).owed()).isTrue();
        assertThat(notes.items().get(3)).isEqualTo(new ItemNote(3, "Clinically unsuitable"));
        assertThat(notes.items().get(4).notSupplied()).isEqualTo("Patient purchased medication over the counter");
        assertThat(notes.unread()).isEmpty();
    }

    @Test
    void leavesWhatItCannotReadWholeUnreadRatherThanGuess() {
        ReceiptTexts.ItemNotes cut = ReceiptTexts.itemNotes(PrescriptionStatus.PARTIALLY_DISPENSED,
                "owing: item 1 100 of 200 doses; item 2 1…");
        assertThat(cut.items()).containsOnlyKeys(1);
        assertThat(cut.unread()).containsExactly("item 2 1…");

        assertThat(ReceiptTexts.itemNotes(PrescriptionStatus.PARTIALLY_DISPENSED, "some items supplied in part")
                .unread()).containsExactly("some items supplied in part");
        assertThat(ReceiptTexts.itemNotes(PrescriptionStatus.RETURNED, "not all supplied: item 1 not supplied: x")
                .items()).isEmpty();
        assertThat(ReceiptTexts.itemNotes(PrescriptionStatus.PARTIALLY_DISPENSED, null).unread()).isEmpty();
    }
}
