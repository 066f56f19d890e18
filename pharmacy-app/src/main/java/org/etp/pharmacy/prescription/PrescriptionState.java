package org.etp.pharmacy.prescription;

import java.time.Instant;
import org.etp.ac.prescription.PrescriptionStatus;

/**
 * A prescription as far as an action needs it: its row, its status and its validity.
 *
 * @param id the store's row id
 */
public record PrescriptionState(long id, PrescriptionStatus status, Instant notBefore, Instant notAfter) {

    /** Whether its validity has ended by {@code now}. */
    public boolean expiredAt(Instant now) {
        return now.isAfter(notAfter);
    }

    /** Whether its validity has not begun by {@code now}. */
    public boolean notYetValidAt(Instant now) {
        return now.isBefore(notBefore);
    }
}
