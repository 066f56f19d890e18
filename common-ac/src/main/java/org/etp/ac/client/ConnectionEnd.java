package org.etp.ac.client;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.etp.ac.wire.ResponseFrame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How the connection of one {@link IntakeClient} ends, which happens once: the first reason given wins,
 * the socket is closed, and every request in flight fails with an {@link IntakeConnectionException}
 * saying why. Whoever sees the connection in doubt (the reader, a writer, a timeout, {@code close})
 * ends it here; everyone else asks {@link #isOpen()}.
 */
final class ConnectionEnd {

    private static final Logger log = LoggerFactory.getLogger(IntakeClient.class);

    private final Connection connection;
    private final InFlight inFlight;
    private final AtomicReference<String> reason = new AtomicReference<>();

    ConnectionEnd(Connection connection, InFlight inFlight) {
        this.connection = connection;
        this.inFlight = inFlight;
    }

    /**
     * Ends the connection, unless it has ended already, and fails every request in flight. A failed
     * connection is dropped at once; one closed by the client is closed cleanly where it can be.
     *
     * @return whether this call ended it
     */
    boolean end(String why, Throwable cause, boolean failure) {
        if (!reason.compareAndSet(null, why)) {
            return false;
        }
        if (failure) {
            log.debug("connection failed: {}", why, cause);
        }
        connection.close(failure);
        for (CompletableFuture<ResponseFrame> waiting : inFlight.removeAll()) {
            waiting.completeExceptionally(exception(cause));
        }
        return true;
    }

    /** Ends the connection as failed (see {@link #end}). */
    void fail(String why, Throwable cause) {
        end(why, cause, true);
    }

    boolean isOpen() {
        return reason.get() == null;
    }

    Optional<String> reason() {
        return Optional.ofNullable(reason.get());
    }

    /** The failure of a request that the ended connection took with it. */
    IntakeConnectionException exception(Throwable cause) {
        return new IntakeConnectionException(reason.get(), cause);
    }
}
