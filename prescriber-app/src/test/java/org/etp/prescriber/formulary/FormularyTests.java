package org.etp.prescriber.formulary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.etp.ac.prescription.Quantity;
import org.junit.jupiter.api.Test;
import org.springframework.core.io.ByteArrayResource;

class FormularyTests {

    @Test
    void loadsTheShippedFormularyOfValidDmdProducts() {
        Formulary formulary = new Formulary();

        assertThat(formulary.products()).hasSizeGreaterThanOrEqualTo(7)
                .extracting(Product::name).contains("Amoxicillin 500mg capsules", "Paracetamol 500mg tablets",
                        "Salbutamol 100micrograms/dose inhaler CFC free");
        assertThat(formulary.products()).extracting(Product::kind).contains(Product.Kind.VMP, Product.Kind.AMP);
        assertThat(formulary.find("323509004")).get().extracting(Product::unit).isEqualTo("capsule");
    }

    @Test
    void refusesACodeThatFailsItsVerhoeffCheck() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Product("323509005", Product.Kind.VMP, "Amoxicillin 500mg capsules", "capsule",
                        "21", "One capsule three times a day"))
                .withMessageContaining("Verhoeff");
    }

    @Test
    void refusesAFormularyListingOneCodeTwice() {
        String entry = "{\"dmdCode\": \"322236009\", \"kind\": \"VMP\", \"name\": \"Paracetamol 500mg tablets\","
                + " \"unit\": \"tablet\", \"usualQuantity\": \"32\", \"usualDosage\": \"Two tablets\"}";

        assertThatIllegalStateException().isThrownBy(() -> formulary("[" + entry + "," + entry + "]"))
                .withMessageContaining("twice");
    }

    @Test
    void refusesAnEntryWithoutAQuantityUnit() {
        assertThatIllegalStateException().isThrownBy(() -> formulary("[{\"dmdCode\": \"322236009\", \"kind\": \"VMP\","
                + " \"name\": \"Paracetamol 500mg tablets\", \"usualQuantity\": \"32\", \"usualDosage\": \"Two\"}]"))
                .withMessageContaining("quantity unit");
    }

    private static Formulary formulary(String json) {
        return new Formulary(new ByteArrayResource(json.getBytes(StandardCharsets.UTF_8)), null);
    }

    @Test
    void saysAQuantityInTheSingularOrThePlural() {
        Formulary formulary = new Formulary();

        assertThat(formulary.quantity(new Quantity(new BigDecimal("21"), "capsule"))).isEqualTo("21 capsules");
        assertThat(formulary.quantity(new Quantity(BigDecimal.ONE, "dose"))).isEqualTo("1 dose");
        assertThat(formulary.quantity(new Quantity(new BigDecimal("1.0"), "tablet"))).isEqualTo("1 tablet");
        assertThat(formulary.quantity(new Quantity(new BigDecimal("200"), "dose"))).isEqualTo("200 doses");
    }
}
