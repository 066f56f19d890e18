package org.etp.ac.token;

/**
 * A PKCS#11 token could not be opened or used: its library does not load, no token has the label asked for, the
 * PIN is wrong, a key is missing or of a kind the token cannot hold. The message says which and what to do; the
 * provider's own exception is kept as the cause. A PIN never appears in a message.
 */
public class TokenException extends Exception {

    private static final long serialVersionUID = 1L;

    public TokenException(String message) {
        super(message);
    }

    public TokenException(String message, Throwable cause) {
        super(message, cause);
    }
}
