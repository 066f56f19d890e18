package org.etp.ac.client;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;

/**
 * The sending side of one {@link IntakeClient}, as {@link ResponseReader} is its receiving side: each request
 * waits for a free in-flight slot, is registered under a fresh request id with its response timeout, and is
 * written as one whole frame. A write that fails, or a timeout, ends the connection ({@link ConnectionEnd}).
 */
final class RequestWriter {

    private final Connection connection;
    private final Frames frames;
    private final InFlight inFlight;
    private final ConnectionEnd end;
    private final ClientSettings settings;

    RequestWriter(Connection connection, Frames frames, InFlight inFlight, ConnectionEnd end, ClientSettings settings) {
        this.connection = connection;
        this.frames = frames;
        this.inFlight = inFlight;
        this.end = end;
        this.settings = settings;
    }

    /**
     * Sends one request of {@code kind} carrying {@code certificate} (and {@code attachment} in front of it, when
     * present), waiting first for a free slot.
     *
     * @return the response, or failed with an {@link IntakeConnectionException} when the connection fails or is
     *         closed before it arrives
     * @throws IllegalArgumentException when the certificate is empty or, with its attachment, above the frame payload
     *         bound, or the attachment cannot be framed (a certificate not in DER)
     * @throws InterruptedException when interrupted while waiting for a slot; nothing was sent
     */
    CompletableFuture<ResponseFrame> send(MessageKind kind, WireFormat format, boolean signed, byte[] certificate,
            Optional<Attachment> attachment) throws InterruptedException {
        if (certificate.length == 0 || certificate.length > frames.maxPayloadLength()) {
            throw new IllegalArgumentException("a certificate of " + certificate.length + " bytes cannot be sent"
                    + " (1 to " + frames.maxPayloadLength() + " bytes)");
        }
        if (attachment.isPresent()) {
            checkFrames(new RequestFrame(kind, format, signed, false, 0, certificate, attachment));
        }
        inFlight.acquire();
        if (!end.isOpen()) {
            inFlight.release();
            return CompletableFuture.failedFuture(end.exception(null));
        }
        CompletableFuture<ResponseFrame> response = new CompletableFuture<>();
        long id = inFlight.register(response);
        var timeout = Deadlines.schedule(() -> timedOut(id), settings.responseTimeout());
        response.whenComplete((answer, failure) -> timeout.cancel(false));
        write(id, new RequestFrame(kind, format, signed, false, id, certificate, attachment));
        if (!end.isOpen()) {
            failRemoved(id, end.exception(null));
        }
        return response;
    }

    /** Refuses, before a slot is taken, a request that cannot be framed: its attachment is checked only here. */
    private void checkFrames(RequestFrame request) {
        try {
            frames.encode(request);
        } catch (FrameException e) {
            throw new IllegalArgumentException("the request cannot be sent: " + e.getMessage(), e);
        }
    }

    private void write(long id, RequestFrame request) {
        try {
            connection.write(frames.encode(request));
        } catch (IOException e) {
            end.fail("writing to " + settings.target() + " failed: " + e.getMessage(), e);
        } catch (FrameException e) {
            // The payload and any attachment were checked before a slot was taken; only a broken invariant gets here.
            failRemoved(id, new IntakeConnectionException("request " + id + " could not be framed", e));
        }
    }

    private void timedOut(long id) {
        CompletableFuture<ResponseFrame> waiting = inFlight.remove(id);
        if (waiting != null) {
            String reason = "request id " + id + " got no response from " + settings.target() + " within "
                    + settings.responseTimeout().toMillis() + " ms";
            end.fail(reason + "; the connection was closed", null);
            waiting.completeExceptionally(new ResponseTimeoutException(reason));
        }
    }

    private void failRemoved(long id, IntakeConnectionException failure) {
        CompletableFuture<ResponseFrame> waiting = inFlight.remove(id);
        if (waiting != null) {
            waiting.completeExceptionally(failure);
        }
    }
}
