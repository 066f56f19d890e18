package org.etp.ac.codec;

/** A certificate could not be encoded or signed: a fault on the sender's side, never the input's. */
public class CodecException extends Exception {

    private static final long serialVersionUID = 1L;

    public CodecException(String message, Throwable cause) {
        super(message, cause);
    }

    public CodecException(String message) {
        super(message);
    }
}
