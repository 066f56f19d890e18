package org.etp.prescriber.passkeys;

/** A passkey confirmation refused, with a sentence for the prescriber saying why; nothing was signed. */
public class RefusedConfirmationException extends Exception {

    private static final long serialVersionUID = 1L;

    public RefusedConfirmationException(String message) {
        super(message);
    }

    public RefusedConfirmationException(String message, Throwable cause) {
        super(message, cause);
    }
}
