package org.etp.ac.prescription;

/**
 * Why a prescriber cancels a prescription: NHS EPS's cancellation reason codes, verbatim, with the
 * words a person reads. The code travels in the certificate; the words never do.
 */
public enum CancellationReason {
    PRESCRIBING_ERROR("0001", "prescribing error"),
    CLINICAL_CONTRAINDICATION("0002", "clinical contra-indication"),
    CHANGE_OF_REGIME("0003", "change to medication treatment regime"),
    CLINICAL_GROUNDS("0004", "clinical grounds"),
    PATIENT_REQUEST("0005", "at the patient's request"),
    PHARMACIST_REQUEST("0006", "at the pharmacist's request"),
    NOTIFICATION_OF_DEATH("0007", "notification of death"),
    PATIENT_DECEASED("0008", "patient deceased");

    private final String code;
    private final String label;

    CancellationReason(String code, String label) {
        this.code = code;
        this.label = label;
    }

    /** The four-digit EPS code. */
    public String code() {
        return code;
    }

    /** Plain words for screens and command output. */
    public String label() {
        return label;
    }

    /** The reason of an EPS code; an unknown code is refused. */
    public static CancellationReason fromCode(String code) {
        for (CancellationReason reason : values()) {
            if (reason.code.equals(code)) {
                return reason;
            }
        }
        throw new IllegalArgumentException("unknown cancellation reason code '" + code + "' (0001 to 0008)");
    }
}
