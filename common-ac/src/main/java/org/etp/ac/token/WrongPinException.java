package org.etp.ac.token;

/** The token refused the PIN it was given: the one failure its user cures by typing the PIN again. */
public class WrongPinException extends TokenException {

    private static final long serialVersionUID = 1L;

    public WrongPinException(String message, Throwable cause) {
        super(message, cause);
    }
}
