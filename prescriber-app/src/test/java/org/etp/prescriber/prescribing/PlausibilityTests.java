package org.etp.prescriber.prescribing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.formulary.Product;
import org.junit.jupiter.api.Test;

class PlausibilityTests {

    private static final String PARACETAMOL = "322236009";
    private static final String ATORVASTATIN = "320000009";
    private static final String EVERY_DAY = "One tablet once a day at night";

    private final Plausibility plausibility = new Plausibility(new Formulary(), BigDecimal.valueOf(3), 90);

    @Test
    void asksAboutMoreThanThreeTimesTheUsualQuantity() {
        assertThat(plausibility.unconfirmed(form(PARACETAMOL, "96", "As directed"))).isEmpty();
        assertThat(plausibility.unconfirmed(form(PARACETAMOL, "97", "As directed")))
                .containsEntry(0, "97 tablets is more than 3 times the usual 32. Check it, then tick to confirm.");
    }

    @Test
    void asksAboutMoreThanNinetyDaysSupplyAtTheMostTheDosageAllows() {
        assertThat(plausibility.unconfirmed(form(ATORVASTATIN, "84", EVERY_DAY))).isEmpty();
        // Within three times the usual 32 paracetamol, but 96 days at one a day.
        PrescriptionForm form = form(PARACETAMOL, "90", EVERY_DAY);
        form.getItems().add(new PrescriptionForm.ItemRow(PARACETAMOL, "96", EVERY_DAY));
        assertThat(plausibility.unconfirmed(form)).containsOnlyKeys(1);
        assertThat(plausibility.unconfirmed(form).get(1)).isEqualTo("96 tablets last at least 96 days at up to 1 a"
                + " day, more than 90 days' supply. Check it, then tick to confirm.");
    }

    @Test
    void asksNoMoreOnceTheVeryQuantityIsConfirmed() {
        PrescriptionForm form = form(PARACETAMOL, "1000", "One or two tablets four times a day");
        form.getItems().get(0).setConfirmedQuantity("1000");
        assertThat(plausibility.unconfirmed(form)).isEmpty();
        form.getItems().get(0).setQuantity("2000");
        assertThat(plausibility.unconfirmed(form)).containsOnlyKeys(0);
    }

    @Test
    void takesTheSitesMaximumBeforeTheUsualQuantityAndSetsNoQuantityLimitWithout() {
        Product capped = new Product(PARACETAMOL, Product.Kind.VMP, "Paracetamol 500mg tablets", "tablet", "32",
                "As directed", BigDecimal.valueOf(100));
        Product imported = new Product(PARACETAMOL, Product.Kind.VMP, "Paracetamol 500mg tablets", "tablet", null,
                null);

        assertThat(plausibility.reasons(capped, BigDecimal.valueOf(100), "As directed")).isEmpty();
        assertThat(plausibility.reasons(capped, BigDecimal.valueOf(101), "As directed"))
                .containsExactly("101 tablets is more than this practice's maximum of 100");
        // A dm+d product the practice set no values for: only the days' supply can be judged.
        assertThat(plausibility.reasons(imported, BigDecimal.valueOf(5000), "As directed")).isEmpty();
        assertThat(plausibility.reasons(imported, BigDecimal.valueOf(200), EVERY_DAY))
                .containsExactly("200 tablets last at least 200 days at up to 1 a day, more than 90 days' supply");
    }

    private static PrescriptionForm form(String dmdCode, String quantity, String dosage) {
        PrescriptionForm form = new PrescriptionForm();
        form.setItems(new ArrayList<>(List.of(new PrescriptionForm.ItemRow(dmdCode, quantity, dosage))));
        return form;
    }
}
