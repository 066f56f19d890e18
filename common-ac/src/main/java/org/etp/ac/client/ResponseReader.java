package org.etp.ac.client;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.etp.ac.wire.FrameException;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.ResponseFrame;

/**
 * The reader thread of one {@link IntakeClient}: reads response frames while the connection is open and
 * completes the request in flight whose id each echoes, in whatever order they come. Anything that puts
 * the connection in doubt ends it, with the reason: the peer closing it, a read error, a malformed
 * response, a response for a request id that is not in flight, a failure of the reader itself
 * ({@link ConnectionEnd}).
 */
final class ResponseReader implements Runnable {

    private final Connection connection;
    private final Frames frames;
    private final InFlight inFlight;
    private final IntakeAddress target;
    private final ConnectionEnd end;

    ResponseReader(Connection connection, Frames frames, InFlight inFlight, IntakeAddress target, ConnectionEnd end) {
        this.connection = connection;
        this.frames = frames;
        this.inFlight = inFlight;
        this.target = target;
        this.end = end;
    }

    @Override
    public void run() {
        try {
            while (end.isOpen()) {
                Optional<ResponseFrame> next = frames.readResponse(connection.input());
                if (next.isEmpty()) {
                    end.fail("the pharmacy at " + target + " closed the connection", null);
                    return;
                }
                ResponseFrame response = next.get();
                CompletableFuture<ResponseFrame> waiting = inFlight.remove(response.requestId());
                if (waiting == null) {
                    end.fail("the pharmacy at " + target + " answered request id " + response.requestId()
                            + ", which is not in flight", null);
                    return;
                }
                waiting.complete(response);
            }
        } catch (FrameException e) {
            end.fail("malformed response from " + target + ": " + e.getMessage(), e);
        } catch (IOException e) {
            end.fail("reading from " + target + " failed: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            end.fail("the reader of " + target + " failed: " + e, e);
        }
    }
}
