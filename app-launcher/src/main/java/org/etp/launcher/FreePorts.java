package org.etp.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Ports nothing listens on now, for applications started as processes (which cannot report a port 0 choice back).
 * The system may offer a port again as soon as the socket that found it is closed, so that two processes started
 * at once could be given the same one (a node's intake port another's web port); each port is therefore handed
 * out at most once by this JVM.
 */
public final class FreePorts {

    private static final Set<Integer> GIVEN = ConcurrentHashMap.newKeySet();
    private static final int ATTEMPTS = 100;

    private FreePorts() {
    }

    /**
     * A port free at the moment of asking and not given before; the cause of an {@link UncheckedIOException} says
     * why there is none.
     */
    public static int next() {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int port = probe();
            if (GIVEN.add(port)) {
                return port;
            }
        }
        throw new UncheckedIOException(new IOException("no free port not given before in " + ATTEMPTS + " attempts"));
    }

    private static int probe() {
        try (ServerSocket socket = new ServerSocket(0)) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port", e);
        }
    }
}
