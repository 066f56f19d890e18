package org.etp.ac.trust;

/**
 * A prescriber certificate sound in every other way whose revocation status no source could give: left out of the
 * registry, and its messages refused {@code REVOCATION_UNKNOWN}, so that the sender tries again later.
 */
final class RevocationUnknownException extends TrustException {

    private static final long serialVersionUID = 1L;

    RevocationUnknownException(String message) {
        super(message);
    }
}
