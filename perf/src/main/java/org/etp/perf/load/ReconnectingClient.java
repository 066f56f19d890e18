package org.etp.perf.load;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.client.IntakeConnectionException;

/**
 * One sender's connection. With {@code reconnect}, a connection that has died (its peer closed it, a node
 * behind the balancer was killed) is replaced by a new one the next time it is asked for; without, the dead
 * one is handed out and fails what is submitted on it. Every connection made is closed at the end.
 */
final class ReconnectingClient implements AutoCloseable {

    private final ClientSettings settings;
    private final boolean reconnect;
    private final List<IntakeClient> made = new ArrayList<>();
    private IntakeClient current;

    ReconnectingClient(IntakeClient first, ClientSettings settings, boolean reconnect) {
        this.settings = settings;
        this.reconnect = reconnect;
        this.current = first;
        made.add(first);
    }

    /**
     * The open connection, a new one when the last has died and reconnecting is on.
     *
     * @throws IntakeConnectionException when a new connection cannot be made
     */
    synchronized IntakeClient current() throws IntakeConnectionException {
        if (reconnect && !current.isOpen()) {
            current = IntakeClient.connect(settings);
            made.add(current);
        }
        return current;
    }

    @Override
    public synchronized void close() {
        made.forEach(IntakeClient::close);
    }
}
