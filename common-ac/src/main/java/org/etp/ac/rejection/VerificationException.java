package org.etp.ac.rejection;

import java.security.GeneralSecurityException;

/**
 * A message was refused, with the {@link Reason} that says why. The message text gives particulars
 * for operators; it never carries key material or patient data.
 */
public class VerificationException extends GeneralSecurityException {

    private static final long serialVersionUID = 1L;

    private final Reason reason;

    public VerificationException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public VerificationException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
