package org.etp.pharmacy.intake;

import io.netty.channel.EventLoop;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.etp.ac.verification.StageNanos;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.measurement.MessageOutcome;

/**
 * One request as a {@link MessageHandler} sees it: the frame, who sent it, and what its answer is made of: the
 * stage timings counted from the frame's arrival, and an outcome that already knows the frame's size, first
 * bytes and form.
 */
public final class IntakeRequest {

    private final IncomingFrame frame;
    private final RequestFrame request;
    private final String peer;
    private final EventLoop eventLoop;

    IntakeRequest(IncomingFrame frame, String peer, EventLoop eventLoop) {
        this.frame = frame;
        this.request = frame.request().orElseThrow();
        this.peer = peer;
        this.eventLoop = eventLoop;
    }

    /** The request frame: kind, form, flags, request id and the (inflated) payload. */
    public RequestFrame frame() {
        return request;
    }

    /** The sender's address. */
    public String peer() {
        return peer;
    }

    /** The connection's event loop, where the answer is written. */
    public Executor eventLoop() {
        return eventLoop;
    }

    /**
     * The timings of an answer given now: the frame's decoding plus {@code decodeNanos}, the other stages as
     * given, and the total since the frame's last byte arrived.
     */
    public StageTimings timings(long decodeNanos, long verifyNanos, long parseNanos, long storeNanos) {
        return StageTimings.ofNanos(frame.decodeNanos() + decodeNanos, verifyNanos, parseNanos, storeNanos,
                System.nanoTime() - frame.receivedAt());
    }

    /** The timings of an answer given now about a verified certificate whose stages took {@code stages}. */
    public StageTimings timings(StageNanos stages, long storeNanos) {
        return timings(stages.decode(), stages.verify(), stages.parse(), storeNanos);
    }

    /** The outcome of answering with {@code response}: from whom, how large, its first bytes and form. */
    public MessageOutcome.Builder outcome(ResponseFrame response) {
        return MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix()).format(request.format());
    }

    /** The answer ERROR, about no prescription: a fault of ours, not of the request, {@code detail} saying which. */
    public MessageOutcome failed(String detail) {
        return outcome(ResponseFrame.error(request.requestId(), Optional.empty(), timings(0, 0, 0, 0))).detail(detail)
                .build();
    }

    /** Gives {@code outcome} to {@code answer} on the connection's event loop (at once when already there). */
    void answer(MessageOutcome outcome, Consumer<MessageOutcome> answer) {
        if (eventLoop.inEventLoop()) {
            answer.accept(outcome);
        } else {
            eventLoop.execute(() -> answer.accept(outcome));
        }
    }
}
