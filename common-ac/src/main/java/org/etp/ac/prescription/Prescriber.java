package org.etp.ac.prescription;

import java.util.List;

/**
 * A prescriber: name, professional registration (regulator and number, e.g. {@code GMC 7012345},
 * {@code NMC 12A3456E}, {@code GPhC 2071234}) and role.
 */
public record Prescriber(String name, String registration, PrescriberRole role) {

    private static final List<String> REGULATORS = List.of("GMC", "NMC", "GPhC", "GDC", "HCPC");

    public Prescriber {
        name = Check.text(name, "prescriber name", 100);
        Check.shaped(registration, Prescriber::isRegistration, "professional registration",
                "a regulator and number such as GMC 7012345");
        Check.present(role, "prescriber role");
    }

    /** {@code (GMC|NMC|GPhC|GDC|HCPC) [0-9A-Z]{5,10}}. */
    static boolean isRegistration(String registration) {
        int space = registration.indexOf(' ');
        int digits = registration.length() - space - 1;
        return space > 0 && REGULATORS.contains(registration.substring(0, space)) && digits >= 5 && digits <= 10
                && Check.all(registration, space + 1, registration.length(), Check.CharClass.UPPER_OR_DIGIT);
    }
}
