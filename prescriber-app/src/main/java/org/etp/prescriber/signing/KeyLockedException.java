package org.etp.prescriber.signing;

import org.etp.ac.trust.TrustException;

/**
 * A prescriber's key is held in their token, and this session has not unlocked it (or it was locked again: signed
 * out, left idle, unlocked in another session). The message is for the prescriber.
 */
public class KeyLockedException extends TrustException {

    private static final long serialVersionUID = 1L;

    public KeyLockedException(String message) {
        super(message);
    }
}
