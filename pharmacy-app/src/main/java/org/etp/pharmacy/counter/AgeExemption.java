package org.etp.pharmacy.counter;

import java.time.LocalDate;
import java.time.Period;
import java.util.Optional;

/**
 * Exemption from prescription charges by age, as in England: a patient aged 60 or over, or under 16, pays no charge
 * and needs no certificate for it; the date of birth on the prescription says so. (16- to 18-year-olds in full-time
 * education are exempt too, which the prescription cannot tell: they declare it at the counter.)
 */
public final class AgeExemption {

    static final int OLDER = 60;
    static final int YOUNGER = 16;

    private AgeExemption() {
    }

    /** The exemption of a patient born on {@code birthDate}, on {@code day}, in words; empty when age gives none. */
    public static Optional<String> on(LocalDate birthDate, LocalDate day) {
        int age = Period.between(birthDate, day).getYears();
        if (age >= OLDER) {
            return Optional.of("Exempt from charges by age: " + age + " (" + OLDER + " or over)");
        }
        if (age < YOUNGER) {
            return Optional.of("Exempt from charges by age: " + age + " (under " + YOUNGER + ")");
        }
        return Optional.empty();
    }
}
