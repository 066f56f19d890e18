package org.etp.ac.receipt;

import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.StatusChange;

/**
 * What a receipt's texts mean beyond its status, agreed between the pharmacy that writes them and the
 * prescriber that reads them. The receipt's form is fixed, so these facts travel in the status change's reason
 * (at most 200 characters, in words a GP reads as they are):
 *
 * <ul>
 * <li>a partly dispensed prescription with something still to supply starts {@value #OWING}, e.g.
 *     {@code owing: item 1 100 of 200 doses}: the pharmacy will supply it later and send a newer receipt;</li>
 * <li>a return starts {@value #RETURNED} and names the reason in words, then any note of the pharmacist's after
 *     {@value #NOTE}; a return that refers the prescription to its prescriber says {@value #REFERRED}.</li>
 * </ul>
 */
public final class ReceiptTexts {

    public static final String OWING = "owing: ";
    public static final String RETURNED = "returned: ";
    public static final String NOTE = " Note: ";
    public static final String REFERRED = "referred to the prescriber";

    private ReceiptTexts() {
    }

    /** Whether the pharmacy still owes something of the prescription this outcome is about. */
    public static boolean owing(PrescriptionStatus status, String reason) {
        return status == PrescriptionStatus.PARTIALLY_DISPENSED && reason != null && reason.startsWith(OWING);
    }

    /** Whether the outcome refers the prescription back to its prescriber, who must acknowledge it. */
    public static boolean referred(PrescriptionStatus status, String reason) {
        return status == PrescriptionStatus.RETURNED && reason != null && reason.contains(REFERRED);
    }

    /** {@link #owing(PrescriptionStatus, String)} of a status change. */
    public static boolean owing(StatusChange change) {
        return owing(change.status(), change.reason());
    }
}
