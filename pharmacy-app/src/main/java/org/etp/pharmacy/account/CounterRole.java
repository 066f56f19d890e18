package org.etp.pharmacy.account;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** What an account may do at the counter. An account has one or more. */
public enum CounterRole {

    /** Sees everything and may dispense, partly dispense and return prescriptions. */
    PHARMACIST("Pharmacist"),

    /** A dispensing technician or auditor: sees the queue, the evidence and the dashboard; changes nothing. */
    TECHNICIAN("Technician (read only)"),

    /** Sees who accessed a prescription's or a patient's data (the access audit), and nothing at the counter. */
    PRIVACY_OFFICER("Privacy officer"),

    /** Manages the accounts (the {@code /accounts} pages), and sees no patient data. */
    ADMINISTRATOR("Administrator");

    private final String label;

    CounterRole(String label) {
        this.label = label;
    }

    /** The role as the pages name it. */
    public String label() {
        return label;
    }

    /** {@code roles} in the order of this enum, unmodifiable. */
    public static Set<CounterRole> inOrder(Collection<CounterRole> roles) {
        return roles.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(roles));
    }

    /** The Spring Security authority of the role. */
    public String authority() {
        return "ROLE_" + name();
    }
}
