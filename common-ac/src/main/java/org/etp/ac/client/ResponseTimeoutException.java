package org.etp.ac.client;

/**
 * A request got no response within {@link ClientSettings#responseTimeout()}. The client then closes the
 * connection (a late response could otherwise not be told from a stray one), so the other requests in
 * flight fail with an {@link IntakeConnectionException} that names this timeout.
 */
public class ResponseTimeoutException extends IntakeConnectionException {

    private static final long serialVersionUID = 1L;

    public ResponseTimeoutException(String message) {
        super(message);
    }
}
