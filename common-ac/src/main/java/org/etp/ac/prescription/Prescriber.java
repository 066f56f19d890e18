package org.etp.ac.prescription;

import java.util.regex.Pattern;

/**
 * A prescriber: name, professional registration (regulator and number, e.g. {@code GMC 7012345},
 * {@code NMC 12A3456E}, {@code GPhC 2071234}) and role.
 */
public record Prescriber(String name, String registration, PrescriberRole role) {

    private static final Pattern REGISTRATION = Pattern.compile("(GMC|NMC|GPhC|GDC|HCPC) [0-9A-Z]{5,10}");

    public Prescriber {
        name = Check.text(name, "prescriber name", 100);
        Check.matches(registration, REGISTRATION, "professional registration",
                "a regulator and number such as GMC 7012345");
        Check.present(role, "prescriber role");
    }
}
