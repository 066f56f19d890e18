package org.etp.ac.rejection;

/**
 * Why a message was refused. The numeric code travels in REJECTED responses and never changes
 * meaning; new reasons get new codes.
 */
public enum Reason {

    BAD_FRAME(1, "the frame is malformed"),
    NON_CANONICAL(2, "the certificate is not in its one canonical encoding"),
    MALFORMED(3, "the certificate is not a well-formed ETP attribute certificate"),
    BAD_SIGNATURE(4, "the signature does not verify with the prescriber's registered key"),
    UNKNOWN_PRESCRIBER(5, "the issuer is not a registered prescriber"),
    REVOKED(6, "the prescriber's certificate is revoked"),
    EXPIRED(7, "the certificate or the prescriber's certificate has expired"),
    NOT_YET_VALID(8, "the certificate or the prescriber's certificate is not yet valid"),
    BAD_CONTENT(9, "the prescription content is invalid"),
    DISALLOWED_ALGORITHM(10, "the algorithm is not allowed"),
    UNSIGNED(11, "the certificate is unsigned and unsigned messages are not accepted"),
    CONFLICT(12, "a certificate with this prescription ID and other content was received before"),
    WRONG_PHARMACY(13, "the prescription is nominated to another pharmacy"),
    ALREADY_DISPENSED(14, "the prescription was dispensed before the cancellation arrived"),
    UNKNOWN_PHARMACY(15, "the receipt's issuer is not the trusted pharmacy"),
    RECEIPT_MISMATCH(16, "the receipt does not answer this prescription certificate"),
    STALE_REQUEST(17, "the request's time is outside the pharmacy's window"),
    REVOCATION_UNKNOWN(18, "the prescriber's revocation status cannot be established now: send it again later");

    private final int code;
    private final String sentence;

    Reason(int code, String sentence) {
        this.code = code;
        this.sentence = sentence;
    }

    public int code() {
        return code;
    }

    /** A sentence for people, without the particulars of one message. */
    public String sentence() {
        return sentence;
    }

    public static Reason fromCode(int code) {
        for (Reason reason : values()) {
            if (reason.code == code) {
                return reason;
            }
        }
        throw new IllegalArgumentException("unknown reason code " + code);
    }
}
