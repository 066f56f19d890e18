package org.etp.pharmacy.prescription;

import java.util.Optional;
import org.etp.ac.prescription.PrescriptionStatus;

/**
 * Which prescriptions to list: of one status or all, and of one prescription ID, else of one patient, or all.
 *
 * @param nhsNumber ten digits; ignored when a prescription ID is given
 */
public record PrescriptionFilter(Optional<PrescriptionStatus> status, Optional<String> prescriptionId,
        Optional<String> nhsNumber) {
}
