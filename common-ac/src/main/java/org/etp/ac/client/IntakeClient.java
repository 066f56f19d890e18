package org.etp.ac.client;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;

/**
 * One persistent connection to a pharmacy intake ({@code docs/protocol.md}), pipelined: {@link #submit}
 * sends a request at once ({@link RequestWriter}) and returns a future; a reader thread ({@link ResponseReader})
 * completes the future whose request id a response echoes, in whatever order the responses come. Thread-safe: any
 * number of threads may submit.
 *
 * <p><b>In flight.</b> At most {@link ClientSettings#maxInFlight()} requests await a response;
 * {@code submit} <em>blocks</em> until a slot is free (back-pressure for senders that would otherwise
 * outrun the pharmacy). The wait is bounded: a slot frees when a response arrives, and every request is
 * answered, timed out or failed within {@link ClientSettings#responseTimeout()}.
 *
 * <p><b>Failing closed.</b> Anything that leaves the connection in doubt ends it: the peer closing it,
 * a read or write error, a malformed response, a response for a request id that is not in flight, a
 * response timeout. Every request in flight then completes exceptionally with an
 * {@link IntakeConnectionException} saying why (the timed-out one with a {@link ResponseTimeoutException}),
 * and later submits fail the same way. A closed client stays closed; connect a new one to go on.
 *
 * <p><b>Callbacks.</b> Futures are completed on the reader thread, so dependent actions attached without
 * an executor run there and hold up every response behind them: keep them short, or use the
 * {@code …Async} forms. {@code submit} refuses to run on the reader thread, where waiting for a slot
 * would wait forever.
 */
public final class IntakeClient implements AutoCloseable {

    private static final AtomicInteger CONNECTIONS = new AtomicInteger();

    private final ClientSettings settings;
    private final InFlight inFlight;
    private final ConnectionEnd end;
    private final RequestWriter writer;
    private final Thread reader;

    private IntakeClient(ClientSettings settings, Connection connection) {
        Frames frames = new Frames();
        this.settings = settings;
        this.inFlight = new InFlight(settings.maxInFlight());
        this.end = new ConnectionEnd(connection, inFlight);
        this.writer = new RequestWriter(connection, frames, inFlight, end, settings);
        this.reader = new Thread(new ResponseReader(connection, frames, inFlight, settings.target(), end),
                "etp-intake-reader-" + settings.target() + "-" + CONNECTIONS.incrementAndGet());
        reader.setDaemon(true);
    }

    /**
     * Connects (and with TLS, completes the handshake) within {@link ClientSettings#connectTimeout()}.
     *
     * @throws IntakeConnectionException saying why when the target cannot be reached or the TLS
     *         handshake fails
     */
    public static IntakeClient connect(ClientSettings settings) throws IntakeConnectionException {
        IntakeClient client = new IntakeClient(settings, Connector.open(settings));
        client.reader.start();
        return client;
    }

    /**
     * Sends one certificate as a SUBMIT request under a fresh request id, waiting first for a free
     * in-flight slot.
     *
     * @param signed the frame's signed flag: whether {@code certificate} is the signed variant
     * @return the response, or failed with an {@link IntakeConnectionException} when the connection
     *         fails or is closed before the response arrives
     * @throws IllegalArgumentException when the certificate is empty or above the frame payload bound
     * @throws IllegalStateException when called on the reader thread (from a callback)
     * @throws InterruptedException when interrupted while waiting for a slot; nothing was sent
     */
    public CompletableFuture<ResponseFrame> submit(WireFormat format, boolean signed, byte[] certificate)
            throws InterruptedException {
        return request(MessageKind.SUBMIT, format, signed, certificate, Optional.empty());
    }

    /**
     * Sends one certificate as a SUBMIT request, as {@link #submit(WireFormat, boolean, byte[])} does, with
     * {@code attachment} (the signer's certificates, signer first, and a stapled OCSP answer) in front of it: the
     * flag "certificates attached" of {@code docs/protocol.md}.
     *
     * @throws IllegalArgumentException when the certificate is empty, the attachment cannot be framed (a certificate
     *         or answer not in DER, a block past its bound) or both together pass the frame payload bound
     * @throws InterruptedException when interrupted while waiting for a slot; nothing was sent
     */
    public CompletableFuture<ResponseFrame> submit(WireFormat format, boolean signed, byte[] certificate,
            Attachment attachment) throws InterruptedException {
        return request(MessageKind.SUBMIT, format, signed, certificate, Optional.of(attachment));
    }

    /**
     * Sends one signed cancellation certificate as a CANCEL request, as {@link #submit} sends a certificate.
     *
     * @throws InterruptedException when interrupted while waiting for a slot; nothing was sent
     */
    public CompletableFuture<ResponseFrame> cancel(WireFormat format, byte[] cancellation)
            throws InterruptedException {
        return request(MessageKind.CANCEL, format, true, cancellation, Optional.empty());
    }

    /**
     * Sends one signed status request ({@link org.etp.ac.receipt.StatusRequest#sign}) as a STATUS request, as
     * {@link #submit} sends a certificate. An ACCEPTED answer's {@link ResponseFrame#payload()} is a
     * {@link org.etp.ac.receipt.StatusAnswer}; a refused request is REJECTED with its reason.
     *
     * @throws InterruptedException when interrupted while waiting for a slot; nothing was sent
     */
    public CompletableFuture<ResponseFrame> status(byte[] signedStatusRequest) throws InterruptedException {
        return request(MessageKind.STATUS, WireFormat.DER, true, signedStatusRequest, Optional.empty());
    }

    private CompletableFuture<ResponseFrame> request(MessageKind kind, WireFormat format, boolean signed,
            byte[] certificate, Optional<Attachment> attachment) throws InterruptedException {
        if (Thread.currentThread() == reader) {
            throw new IllegalStateException("submit was called on the reader thread of " + settings.target()
                    + ", where waiting for a slot would never end: use an …Async callback");
        }
        return writer.send(kind, format, signed, certificate, attachment);
    }

    /** The target this client is connected to. */
    public IntakeAddress target() {
        return settings.target();
    }

    /** Whether the connection is still usable: not closed, not failed. */
    public boolean isOpen() {
        return end.isOpen();
    }

    /** Why the connection ended, when it has. */
    public Optional<String> closedBecause() {
        return end.reason();
    }

    /** Requests sent and not yet answered. */
    public int inFlight() {
        return inFlight.size();
    }

    /**
     * Closes the connection. Requests still in flight fail with an {@link IntakeConnectionException}
     * ("closed by the client"): wait for their futures first to let them finish. Returns once the
     * reader thread has ended; closing again does nothing.
     */
    @Override
    public void close() {
        if (end.end("the connection to " + settings.target() + " was closed by the client", null, false)) {
            joinReader();
        }
    }

    private void joinReader() {
        if (Thread.currentThread() == reader) {
            return;
        }
        try {
            reader.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
