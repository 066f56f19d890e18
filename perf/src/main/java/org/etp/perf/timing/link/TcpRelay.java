package org.etp.perf.timing.link;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * Passes TCP connections made to one address on to another, both ways, byte for byte: how the pharmacy in the
 * namespace reaches a PostgreSQL server that listens on the host's loopback only. Listens on the host's end of
 * the database pair, so only the namespace reaches it; closing it closes every connection it holds.
 */
public final class TcpRelay implements AutoCloseable {

    private final ServerSocket server;
    private final InetSocketAddress target;
    private final List<Socket> open = new ArrayList<>();

    private TcpRelay(ServerSocket server, InetSocketAddress target) {
        this.server = server;
        this.target = target;
    }

    /** Listens on a free port of {@code host} and relays each connection to {@code target}. */
    public static TcpRelay start(String host, InetSocketAddress target) throws IOException {
        ServerSocket server = new ServerSocket();
        server.bind(new InetSocketAddress(host, 0));
        TcpRelay relay = new TcpRelay(server, target);
        daemon("relay-accept-" + server.getLocalPort(), relay::acceptAll).start();
        return relay;
    }

    /** Where the relay listens, as {@code host:port}. */
    public String address() {
        return server.getInetAddress().getHostAddress() + ":" + server.getLocalPort();
    }

    private void acceptAll() {
        while (!server.isClosed()) {
            try {
                Socket inbound = server.accept();
                Socket outbound = new Socket();
                keep(inbound, outbound);
                try {
                    outbound.connect(target, 10_000);
                } catch (IOException e) {
                    closeQuietly(inbound, outbound);
                    continue;
                }
                daemon("relay-up", () -> pump(inbound, outbound)).start();
                daemon("relay-down", () -> pump(outbound, inbound)).start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private synchronized void keep(Socket... sockets) throws IOException {
        if (server.isClosed()) {
            closeQuietly(sockets);
            throw new IOException("relay closed");
        }
        open.addAll(List.of(sockets));
    }

    private static void pump(Socket from, Socket to) {
        byte[] buffer = new byte[16 * 1024];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int read; (read = in.read(buffer)) >= 0; ) {
                out.write(buffer, 0, read);
                out.flush();
            }
        } catch (IOException e) {
            // One side went away: the other is closed below, as a relay does.
        } finally {
            closeQuietly(from, to);
        }
    }

    private static Thread daemon(String name, Runnable task) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }

    private static void closeQuietly(Socket... sockets) {
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException e) {
                // Closing is all that is wanted.
            }
        }
    }

    @Override
    public synchronized void close() throws IOException {
        server.close();
        closeQuietly(open.toArray(Socket[]::new));
        open.clear();
    }
}
