package org.etp.perf.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A relay in front of an intake that lets each connection's requests through but cuts the connection once it
 * has passed {@code answerBytes} bytes of answers back, as a node that dies mid-load does: whatever was in
 * flight then may have been stored, and its answer is lost.
 */
final class CuttingRelay implements AutoCloseable {

    private final ServerSocket server = new ServerSocket(0);
    private final InetSocketAddress target;
    private final int answerBytes;
    private final AtomicInteger cuts = new AtomicInteger();

    CuttingRelay(int targetPort, int answerBytes) throws IOException {
        this.target = new InetSocketAddress("127.0.0.1", targetPort);
        this.answerBytes = answerBytes;
        Thread acceptor = new Thread(this::acceptAll, "cutting-relay");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    String address() {
        return "127.0.0.1:" + server.getLocalPort();
    }

    /** Connections cut so far. */
    int cuts() {
        return cuts.get();
    }

    private void acceptAll() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket intake = new Socket(target.getAddress(), target.getPort());
                start(() -> copy(client, intake, Long.MAX_VALUE));
                start(() -> copy(intake, client, answerBytes));
            } catch (IOException e) {
                return;
            }
        }
    }

    /** Copies at most {@code limit} bytes, then closes both ends (a cut when the limit was reached). */
    private void copy(Socket from, Socket to, long limit) {
        byte[] buffer = new byte[512];
        long copied = 0;
        try (from; to) {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            for (int read; copied < limit && (read = in.read(buffer, 0, (int) Math.min(buffer.length,
                    limit - copied))) >= 0; copied += read) {
                out.write(buffer, 0, read);
            }
            if (copied >= limit) {
                cuts.incrementAndGet();
            }
        } catch (IOException e) {
            // One end went away; both are closed.
        }
    }

    private static void start(Runnable task) {
        Thread thread = new Thread(task, "cutting-relay-copy");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
