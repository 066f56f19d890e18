package org.etp.ac.trust;

/**
 * The trust material could not be made, read or validated: a PKI directory that is missing or
 * incomplete, a file that does not parse, a CRL that is stale or badly signed. Third-party
 * exceptions are kept as the cause; the message says what to do where there is something to do.
 */
public class TrustException extends Exception {

    private static final long serialVersionUID = 1L;

    public TrustException(String message) {
        super(message);
    }

    public TrustException(String message, Throwable cause) {
        super(message, cause);
    }
}
