package org.etp.ac.client;

import java.io.IOException;

/**
 * A connection to a pharmacy intake could not be made, or failed, or was closed. When a connection
 * fails, every request in flight on it completes exceptionally with one of these, whose message says
 * what happened (refused, TLS handshake failed, the pharmacy closed it, a malformed response, a
 * response timeout, closed by the client); nothing is retried on another connection. A request that
 * failed this way may or may not have been committed: resending it is safe, because the pharmacy
 * answers a prescription it already holds with {@code DUPLICATE}.
 */
public class IntakeConnectionException extends IOException {

    private static final long serialVersionUID = 1L;

    public IntakeConnectionException(String message) {
        super(message);
    }

    public IntakeConnectionException(String message, Throwable cause) {
        super(message, cause);
    }
}
