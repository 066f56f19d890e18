package org.etp.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;

/** Ports nothing listens on now, for applications started as processes (which cannot report a port 0 choice back). */
public final class FreePorts {

    private FreePorts() {
    }

    /** A port free at the moment of asking; the cause of an {@link UncheckedIOException} says why there is none. */
    public static int next() {
        try (ServerSocket socket = new ServerSocket(0)) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port", e);
        }
    }
}
