package org.etp.pharmacy.prescription;

import java.util.Locale;
import org.etp.ac.prescription.PrescriptionStatus;

/** A status as the counter's sentences say it: {@code PARTIALLY_DISPENSED} is "partially dispensed". */
public final class StatusLabels {

    private StatusLabels() {
    }

    public static String of(PrescriptionStatus status) {
        return status.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
