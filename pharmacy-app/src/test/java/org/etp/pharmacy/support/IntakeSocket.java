package org.etp.pharmacy.support;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;

/** A plain blocking connection to the intake, speaking frames through {@link Frames}, for tests. */
public final class IntakeSocket implements AutoCloseable {

    private static final Frames FRAMES = new Frames();

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final AtomicLong ids = new AtomicLong(1);

    public IntakeSocket(int port) throws IOException {
        this(new Socket("localhost", port));
    }

    /** A connection to the intake on 127.0.0.1 from the local address {@code from} (any of 127.0.0.0/8). */
    public IntakeSocket(InetAddress from, int port) throws IOException {
        this(new Socket(InetAddress.getByName("127.0.0.1"), port, from, 0));
    }

    private IntakeSocket(Socket socket) throws IOException {
        this.socket = socket;
        socket.setSoTimeout(20_000);
        socket.setTcpNoDelay(true);
        in = new BufferedInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    /** Sends a signed certificate and waits for its response. */
    public ResponseFrame submit(WireFormat format, byte[] certificate) throws IOException, FrameException {
        return submit(RequestFrame.submit(format, true, false, ids.getAndIncrement(), certificate));
    }

    public ResponseFrame submit(RequestFrame request) throws IOException, FrameException {
        send(request);
        return read();
    }

    public void send(RequestFrame request) throws IOException, FrameException {
        FRAMES.write(request, out);
        out.flush();
    }

    public ResponseFrame read() throws IOException, FrameException {
        return FRAMES.readResponse(in).orElseThrow(() -> new IOException("the intake closed the connection"));
    }

    /** This end's port: the intake records the peer as {@code 127.0.0.1:<this port>}. */
    public int localPort() {
        return socket.getLocalPort();
    }

    public void sendRaw(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Whether the intake closes the connection within {@code millis}, without sending anything first. */
    public boolean closedByPeerWithin(int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            return in.read() == -1;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true; // reset by the peer
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
