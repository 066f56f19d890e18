package org.etp.prescriber.signing;

import org.etp.ac.trust.TrustException;

/** A prescriber's signing certificate may not sign now (revoked, expired, not yet valid, untrusted); the message is for them. */
public class UnusableCertificateException extends TrustException {

    private static final long serialVersionUID = 1L;

    public UnusableCertificateException(String message) {
        super(message);
    }
}
