package org.etp.prescriber.token;

import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.web.Times;

/**
 * The words of a patient token, as the page shows them and as {@link TokenSize} reckons their lines: the one
 * place they are spelt.
 *
 * @param patientName the patient's given and family name
 * @param patient     the lines under the name: NHS number and date of birth
 * @param items       the items, in order
 * @param facts       the lines under the items: prescriber, when written, until when valid, the nomination
 */
record TokenText(String patientName, List<Fact> patient, List<ItemText> items, List<Fact> facts) {

    private static final DateTimeFormatter BIRTH_DATE = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK);

    TokenText {
        patient = List.copyOf(patient);
        items = List.copyOf(items);
        facts = List.copyOf(facts);
    }

    static TokenText of(OutboxEntry entry, PrescriptionCertificate certificate, Times times, Formulary formulary) {
        if (!(certificate.content() instanceof Prescription prescription)) {
            throw new IllegalStateException(entry.prescriptionId() + " is not a prescription: no token is printed");
        }
        Patient patient = prescription.patient();
        String nomination = prescription.nominatedPharmacy().map(TokenText::pharmacy)
                .orElse("No nomination — for " + entry.pharmacyName()
                        + " only: this token works there, not at another pharmacy");
        return new TokenText(patient.givenName() + " " + patient.familyName(),
                List.of(new Fact("NHS number", times.nhsNumber(patient.nhsNumber().value()), "token-nhs-number"),
                        new Fact("Date of birth", BIRTH_DATE.format(patient.birthDate()), "token-birth-date")),
                prescription.items().stream().map(item -> new ItemText(item.name(),
                        formulary.quantity(item.quantity()), item.dosage())).toList(),
                List.of(new Fact("Prescriber", prescription.prescriber().name() + ", "
                                + prescription.organisation().name(), "token-prescriber"),
                        new Fact("Written", times.format(entry.createdAt()), "token-written"),
                        new Fact("Valid until", times.day(certificate.validity().notAfter()), "token-valid-until"),
                        new Fact("Nominated pharmacy", nomination, "token-nomination")));
    }

    private static String pharmacy(Organisation pharmacy) {
        return pharmacy.name() + " (" + pharmacy.odsCode() + ")";
    }

    /** A label and its value, printed on a line of their own; {@code id} names the value on the page. */
    record Fact(String label, String value, String id) {
    }

    /** An item: its name and quantity ({@code × 21 capsules}) on a line, the dosage under them. */
    record ItemText(String name, String quantity, String dosage) {

        /** The first line as printed, {@code Amoxicillin 500mg capsules × 21 capsules}. */
        String heading() {
            return name + " × " + quantity;
        }
    }
}
