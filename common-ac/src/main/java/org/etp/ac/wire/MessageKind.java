package org.etp.ac.wire;

import java.util.Optional;

/**
 * What a request asks for. A response carries its request's kind with the top bit set
 * ({@link #responseCode()}), so the two directions can never be mistaken for each other.
 */
public enum MessageKind {

    /** Submit one attribute certificate (a prescription, a charge exemption or an audit record). */
    SUBMIT(0x01),

    /** Cancel a prescription: one signed cancellation certificate, accepted only from the prescription's signer. */
    CANCEL(0x02),

    /**
     * Ask for the latest pharmacy-signed receipts of one's own prescriptions: one signed status request
     * ({@code org.etp.ac.receipt.StatusRequest}); the response carries a status answer as its payload.
     */
    STATUS(0x03);

    static final int RESPONSE_BIT = 0x80;

    private final int code;

    MessageKind(int code) {
        this.code = code;
    }

    /** The code in a request header. */
    public int code() {
        return code;
    }

    /** The code in a response header. */
    public int responseCode() {
        return code | RESPONSE_BIT;
    }

    public static Optional<MessageKind> fromCode(int code) {
        for (MessageKind kind : values()) {
            if (kind.code == code) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
