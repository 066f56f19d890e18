package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.junit.jupiter.api.Test;

class PrescriptionModelTests {

    private static final Item AMOXICILLIN = new Item("323509004", "Amoxicillin 500mg capsules",
            Quantity.of("21", "capsule"), "One capsule three times a day");
    private static final Patient PATIENT = new Patient(new NhsNumber("9434765919"), "Jane", "Smith",
            LocalDate.of(1970, 3, 1), new Address(List.of("1 High Street", "Salford"), "m5 4wt"));
    private static final Organisation PRACTICE = new Organisation("Y12345", "Riverside Medical Practice");
    private static final Prescriber PRESCRIBER = new Prescriber("Dr Amelia Hart", "GMC 7012345",
            PrescriberRole.GENERAL_PRACTITIONER);
    private static final PrescriptionId ID = PrescriptionId.of(0xA1B2C3, "Y12345", 42);

    @Test
    void refusesADmdCodeFailingItsVerhoeffCheck() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Item("323509005", "x", Quantity.of("1", "tablet"),
                "as directed")).withMessageContaining("Verhoeff");
    }

    @Test
    void holdsQuantitiesWithoutTrailingZeros() {
        assertThat(Quantity.of("28.000", "tablet")).isEqualTo(Quantity.of("28", "tablet"));
        assertThat(Quantity.of("2.50", "ml").value()).isEqualTo(new BigDecimal("2.5"));
        assertThat(Quantity.of("100", "ml").value().toPlainString()).isEqualTo("100");
    }

    @Test
    void refusesZeroNegativeAndOverPreciseQuantities() {
        assertThatIllegalArgumentException().isThrownBy(() -> Quantity.of("0", "tablet"));
        assertThatIllegalArgumentException().isThrownBy(() -> Quantity.of("-1", "tablet"));
        assertThatIllegalArgumentException().isThrownBy(() -> Quantity.of("1.0001", "ml"))
                .withMessageContaining("three decimals");
        assertThatIllegalArgumentException().isThrownBy(() -> Quantity.of("lots", "ml"))
                .withMessageContaining("number");
    }

    @Test
    void holdsOneToFourItems() {
        assertThat(prescription(List.of(AMOXICILLIN)).items()).hasSize(1);
        assertThat(prescription(Collections.nCopies(4, AMOXICILLIN)).items()).hasSize(4);
        assertThatIllegalArgumentException().isThrownBy(() -> prescription(List.of()))
                .withMessageContaining("items must hold 1 to 4 entries");
        assertThatIllegalArgumentException().isThrownBy(() -> prescription(Collections.nCopies(5, AMOXICILLIN)))
                .withMessageContaining("not 5");
    }

    @Test
    void refusesAPrescriptionIdOfAnotherOrganisation() {
        PrescriptionId elsewhere = PrescriptionId.of(0xA1B2C3, "Y99999", 42);
        assertThatIllegalArgumentException().isThrownBy(() -> new Prescription(elsewhere, PATIENT, PRESCRIBER,
                PRACTICE, List.of(AMOXICILLIN), PrescriptionType.ACUTE,
                Optional.of(new Organisation("FA123", "Riverside Pharmacy"))))
                .withMessageContaining("ODS code");
    }

    @Test
    void normalisesPostcodesAndRefusesMalformedOnes() {
        assertThat(PATIENT.address().postcode()).isEqualTo("M5 4WT");
        assertThatIllegalArgumentException().isThrownBy(() -> new Address(List.of("1 High Street"), "12345"))
                .withMessageContaining("UK postcode");
    }

    @Test
    void dropsEveryWhitespaceOfRegularExpressionsFromPostcodes() {
        for (String spelling : List.of("m54wt", " M5\t4WT ", "M5\n4WT", "M5\u000B4WT", "M5\f4wt", "M5\r\n 4WT")) {
            assertThat(new Address(List.of("1 High Street"), spelling).postcode()).as(spelling).isEqualTo("M5 4WT");
        }
        // a no-break space is not whitespace to the normaliser, so the postcode is refused rather than bent
        assertThatIllegalArgumentException().isThrownBy(() -> new Address(List.of("1 High Street"), "M5\u00A04WT"));
    }

    @Test
    void refusesBlankAndControlCharacterText() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Organisation("Y12345", "  "))
                .withMessageContaining("must not be blank");
        assertThatIllegalArgumentException().isThrownBy(() -> new Organisation("Y12345", "Bad\u0000Name"))
                .withMessageContaining("control characters");
        assertThatIllegalArgumentException().isThrownBy(() -> new Organisation("Y12345", "Bad\u009FName"))
                .withMessageContaining("control characters");
        assertThat(new Organisation("Y12345", "Caf\u00E9 \uD83D\uDE00 Surgery").name()).contains("\uD83D\uDE00");
    }

    @Test
    void refusesAHolderWhoIsNotThePatient() {
        var validity = new ValidityPeriod(Instant.parse("2026-11-22T00:00:00Z"), Instant.parse("2026-12-19T23:59:59Z"));
        Holder someoneElse = new Holder(new NhsNumber("4010232137"), "John Doe");
        assertThatIllegalArgumentException().isThrownBy(() -> new PrescriptionCertificate(BigInteger.TEN,
                new X500Principal("CN=Dr Amelia Hart"), someoneElse, validity, prescription(List.of(AMOXICILLIN))))
                .withMessageContaining("holder is not the patient");
    }

    @Test
    void holdsTimesToTheSecond() {
        var validity = new ValidityPeriod(Instant.parse("2026-11-22T00:00:00.750Z"),
                Instant.parse("2026-12-19T23:59:59Z"));
        assertThat(validity.notBefore()).isEqualTo(Instant.parse("2026-11-22T00:00:00Z"));
        assertThatIllegalArgumentException().isThrownBy(() -> new ValidityPeriod(validity.notAfter(),
                validity.notBefore())).withMessageContaining("after its start");
    }

    @Test
    void keepsPatientDataOutOfTextForms() {
        assertThat(PATIENT.toString() + PATIENT.holder() + PATIENT.address()).doesNotContain("Jane", "Smith",
                "9434765919", "High Street", "M5");
    }

    private static Prescription prescription(List<Item> items) {
        return new Prescription(ID, PATIENT, PRESCRIBER, PRACTICE, items, PrescriptionType.ACUTE,
                Optional.of(new Organisation("FA123", "Riverside Pharmacy")));
    }
}
