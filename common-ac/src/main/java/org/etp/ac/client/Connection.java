package org.etp.ac.client;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The socket of one {@link IntakeClient}: whole frames written one at a time, responses read through
 * a buffer. {@code socket} is the TLS socket over {@code raw}, or {@code raw} itself.
 */
final class Connection {

    private final Socket socket;
    private final Socket raw;
    private final OutputStream out;
    private final InputStream in;
    private final ReentrantLock writeLock = new ReentrantLock();

    Connection(Socket socket, Socket raw) throws IOException {
        this.socket = socket;
        this.raw = raw;
        this.out = socket.getOutputStream();
        this.in = new BufferedInputStream(socket.getInputStream());
    }

    /** Writes one whole frame; frames of concurrent writers never interleave. */
    void write(byte[] frame) throws IOException {
        writeLock.lock();
        try {
            out.write(frame);
            out.flush();
        } finally {
            writeLock.unlock();
        }
    }

    InputStream input() {
        return in;
    }

    /**
     * Closes the connection. A failed one is dropped at the TCP level at once; a clean close ends TLS
     * with a close_notify, unless a writer is stuck (the peer reads nothing), when that could block.
     */
    void close(boolean failed) {
        Connector.closeQuietly(failed || writeLock.isLocked() ? raw : socket);
    }
}
