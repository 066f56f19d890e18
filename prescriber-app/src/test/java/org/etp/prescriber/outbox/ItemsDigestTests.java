package org.etp.prescriber.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Quantity;
import org.junit.jupiter.api.Test;

class ItemsDigestTests {

    private static final Item AMOXICILLIN = new Item("323509004", "Amoxicillin 500mg capsules",
            Quantity.of("21", "capsule"), "One capsule three times a day for 7 days");
    private static final Item PARACETAMOL = new Item("322236009", "Paracetamol 500mg tablets",
            Quantity.of("32", "tablet"), "Two tablets up to four times a day");

    @Test
    void isTheSameForTheSameItemsInAnyOrder() {
        assertThat(ItemsDigest.of(List.of(AMOXICILLIN, PARACETAMOL)))
                .isEqualTo(ItemsDigest.of(List.of(PARACETAMOL, AMOXICILLIN))).hasSize(64).matches("[0-9a-f]+");
    }

    @Test
    void differsWhenAQuantityOrADosageDiffers() {
        String digest = ItemsDigest.of(List.of(AMOXICILLIN));
        Item moreCapsules = new Item(AMOXICILLIN.dmdCode(), AMOXICILLIN.name(), Quantity.of("42", "capsule"),
                AMOXICILLIN.dosage());
        Item otherDosage = new Item(AMOXICILLIN.dmdCode(), AMOXICILLIN.name(), AMOXICILLIN.quantity(),
                "One capsule twice a day");

        assertThat(ItemsDigest.of(List.of(moreCapsules))).isNotEqualTo(digest);
        assertThat(ItemsDigest.of(List.of(otherDosage))).isNotEqualTo(digest);
        assertThat(ItemsDigest.of(List.of(AMOXICILLIN, AMOXICILLIN))).isNotEqualTo(digest);
    }
}
