package org.etp.ac.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.Principal;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;

/**
 * A minimal pharmacy intake for the client's tests: accepts one connection, queues the requests it
 * reads, and answers only when and how a test says, so that order, silence and garbage can be staged.
 */
final class TestIntake implements AutoCloseable {

    static final PrescriptionId PRESCRIPTION = PrescriptionId.of(0x1A2B3C, "Y12345", 42);

    private final ServerSocket server;
    private final Frames frames = new Frames();
    private final BlockingQueue<RequestFrame> requests = new LinkedBlockingQueue<>();
    private final CompletableFuture<Socket> connection = new CompletableFuture<>();
    private final CompletableFuture<Principal> clientPrincipal = new CompletableFuture<>();

    private TestIntake(ServerSocket server) {
        this.server = server;
        Thread acceptor = new Thread(this::serve, "test-intake");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** A plain TCP intake on a free port of 127.0.0.1. */
    static TestIntake plain() throws IOException {
        return new TestIntake(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()));
    }

    /** A TLS 1.3 intake that requires a client certificate. */
    static TestIntake tls(SSLContext context) throws IOException {
        var server = (SSLServerSocket) context.getServerSocketFactory().createServerSocket(0, 50,
                InetAddress.getLoopbackAddress());
        server.setEnabledProtocols(new String[] {TlsContexts.PROTOCOL});
        server.setNeedClientAuth(true);
        return new TestIntake(server);
    }

    IntakeAddress address() {
        return new IntakeAddress("127.0.0.1", server.getLocalPort());
    }

    ClientSettings settings() {
        return ClientSettings.of(address());
    }

    /** The next request the intake read, waiting up to five seconds for it. */
    RequestFrame nextRequest() throws InterruptedException {
        RequestFrame request = requests.poll(5, TimeUnit.SECONDS);
        assertThat(request).as("a request reached the intake").isNotNull();
        return request;
    }

    /** Whether a request arrives within {@code millis}. */
    boolean receivesWithin(long millis) throws InterruptedException {
        RequestFrame request = requests.poll(millis, TimeUnit.MILLISECONDS);
        if (request != null) {
            requests.add(request);
        }
        return request != null;
    }

    void accept(RequestFrame request) throws Exception {
        answer(ResponseFrame.accepted(request.requestId(), PRESCRIPTION, new StageTimings(1, 2, 3, 4, 10)));
    }

    void answer(ResponseFrame response) throws Exception {
        write(frames.encode(response));
    }

    void write(byte[] bytes) throws Exception {
        OutputStream out = connection.get(5, TimeUnit.SECONDS).getOutputStream();
        out.write(bytes);
        out.flush();
    }

    /** Closes the accepted connection, as a pharmacy that goes away does. */
    void dropConnection() throws Exception {
        connection.get(5, TimeUnit.SECONDS).close();
    }

    /** The subject of the client's certificate, once a TLS handshake has been tried (empty: none). */
    Optional<Principal> clientPrincipal() throws Exception {
        return Optional.ofNullable(clientPrincipal.get(5, TimeUnit.SECONDS));
    }

    String protocol() throws Exception {
        return ((SSLSocket) connection.get(5, TimeUnit.SECONDS)).getSession().getProtocol();
    }

    @Override
    public void close() throws IOException {
        server.close();
        connection.thenAccept(Connector::closeQuietly);
    }

    private void serve() {
        try (Socket socket = server.accept()) {
            if (socket instanceof SSLSocket tls) {
                handshake(tls);
            }
            connection.complete(socket);
            for (Optional<RequestFrame> next = frames.readRequest(socket.getInputStream()); next.isPresent();
                    next = frames.readRequest(socket.getInputStream())) {
                requests.add(next.get());
            }
        } catch (Exception e) {
            connection.completeExceptionally(e);
            clientPrincipal.complete(null);
        }
    }

    private void handshake(SSLSocket tls) throws IOException {
        try {
            tls.startHandshake();
            clientPrincipal.complete(tls.getSession().getPeerPrincipal());
        } catch (IOException e) {
            clientPrincipal.complete(null);
            throw e;
        }
    }
}
