package org.etp.perf.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;

/**
 * A stand-in intake on loopback that keeps every request frame it reads, as decoded, and answers each ACCEPTED: for
 * seeing what a command put on the wire.
 */
final class RecordingIntake implements AutoCloseable {

    private static final PrescriptionId ANY = PrescriptionId.of(0xA1B2C3, "Y12345", 0x0F00A);

    private final ServerSocket server;
    private final List<RequestFrame> received = new CopyOnWriteArrayList<>();
    private final Thread serving;

    RecordingIntake() throws IOException {
        server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        serving = new Thread(this::serve, "recording-intake");
        serving.setDaemon(true);
        serving.start();
    }

    String target() {
        return "127.0.0.1:" + server.getLocalPort();
    }

    List<RequestFrame> received() {
        return List.copyOf(received);
    }

    private void serve() {
        Frames frames = new Frames();
        while (!server.isClosed()) {
            try (Socket socket = server.accept(); InputStream in = socket.getInputStream();
                    OutputStream out = socket.getOutputStream()) {
                for (Optional<RequestFrame> next = frames.readRequest(in); next.isPresent();
                        next = frames.readRequest(in)) {
                    received.add(next.get());
                    frames.write(ResponseFrame.accepted(next.get().requestId(), ANY, StageTimings.NONE), out);
                }
            } catch (IOException | FrameException e) {
                // the connection ended; wait for the next one, or stop when closed
            }
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
