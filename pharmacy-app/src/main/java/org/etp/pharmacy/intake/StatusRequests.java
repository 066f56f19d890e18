package org.etp.pharmacy.intake;

import io.netty.channel.Channel;
import java.util.Optional;
import java.util.function.Consumer;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.etp.pharmacy.receipt.StatusDesk;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A STATUS request on the verification pool: the {@link StatusDesk} verifies it and reads the receipts; the
 * answer (ACCEPTED with the status answer, or REJECTED with the reason) goes back on the connection's event
 * loop. A refusal is a security event: it may be a forged or replayed request.
 */
final class StatusRequests {

    private static final Logger log = LoggerFactory.getLogger(StatusRequests.class);
    private static final Logger securityEvents = LoggerFactory.getLogger("org.etp.pharmacy.security-events");

    private final StatusDesk desk;

    StatusRequests(StatusDesk desk) {
        this.desk = desk;
    }

    /** On a pool thread: answers {@code request}; {@code done} receives the outcome on the event loop. */
    void answer(IncomingFrame frame, RequestFrame request, Channel channel, String peer,
            Consumer<MessageOutcome> done) {
        ThreadUsage before = ThreadUsage.current();
        long started = System.nanoTime();
        ResponseFrame response;
        String detail;
        try {
            StatusDesk.Answered answered = desk.answer(request.format(), request.payload());
            response = ResponseFrame.statusAnswer(request.requestId(), answered.answer(), timings(frame, started));
            detail = "status: " + answered.request().prescriptionIds().size() + " asked, " + answered.receipts()
                    + " receipts";
        } catch (VerificationException e) {
            response = ResponseFrame.rejected(request.requestId(), e.reason(), Optional.empty(),
                    timings(frame, started)).as(MessageKind.STATUS);
            detail = "status refused: " + e.getMessage();
            securityEvents.warn("STATUS from peer {} refused ({}): {}", peer, e.reason(), e.getMessage());
        } catch (RuntimeException e) {
            log.error("STATUS request {} failed unexpectedly", request.requestId(), e);
            response = ResponseFrame.error(request.requestId(), Optional.empty(), timings(frame, started))
                    .as(MessageKind.STATUS);
            detail = "internal error answering a status request";
        }
        MessageOutcome outcome = MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix())
                .format(request.format()).usage(ThreadUsage.current().minus(before)).detail(detail).build();
        channel.eventLoop().execute(() -> done.accept(outcome));
    }

    private static StageTimings timings(IncomingFrame frame, long started) {
        long now = System.nanoTime();
        return StageTimings.ofNanos(frame.decodeNanos(), now - started, 0, 0, now - frame.receivedAt());
    }
}
