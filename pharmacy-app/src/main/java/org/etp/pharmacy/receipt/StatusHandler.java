package org.etp.pharmacy.receipt;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.intake.IntakeExecutor;
import org.etp.pharmacy.intake.IntakeRequest;
import org.etp.pharmacy.intake.MessageHandler;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * STATUS, on the database pool: the {@link StatusDesk} verifies the signed request and reads the receipts; the
 * answer is ACCEPTED with the status answer, or REJECTED with the reason. A refusal is a security event: it may be
 * a forged or replayed request.
 */
@Component
class StatusHandler implements MessageHandler {

    private static final Logger log = LoggerFactory.getLogger(StatusHandler.class);
    private static final Logger securityEvents = LoggerFactory.getLogger("org.etp.pharmacy.security-events");

    private final StatusDesk desk;

    StatusHandler(StatusDesk desk) {
        this.desk = desk;
    }

    @Override
    public MessageKind kind() {
        return MessageKind.STATUS;
    }

    @Override
    public IntakeExecutor executor() {
        return IntakeExecutor.DATABASE;
    }

    @Override
    public CompletionStage<MessageOutcome> handle(IntakeRequest request) {
        RequestFrame frame = request.frame();
        ThreadUsage before = ThreadUsage.current();
        long started = System.nanoTime();
        ResponseFrame response;
        String detail;
        try {
            StatusDesk.Answered answered = desk.answer(frame.format(), frame.payload(), frame.attachment());
            response = ResponseFrame.statusAnswer(frame.requestId(), answered.answer(), timings(request, started));
            detail = "status: " + answered.request().prescriptionIds().size() + " asked, " + answered.receipts()
                    + " receipts";
        } catch (VerificationException e) {
            response = ResponseFrame.rejected(frame.requestId(), e.reason(), Optional.empty(),
                    timings(request, started)).as(MessageKind.STATUS);
            detail = "status refused: " + e.getMessage();
            securityEvents.warn("STATUS from peer {} refused ({}): {}", request.peer(), e.reason(), e.getMessage());
        } catch (RuntimeException e) {
            log.error("STATUS request {} failed unexpectedly", frame.requestId(), e);
            response = ResponseFrame.error(frame.requestId(), Optional.empty(), timings(request, started))
                    .as(MessageKind.STATUS);
            detail = "internal error answering a status request";
        }
        return CompletableFuture.completedFuture(request.outcome(response).usage(ThreadUsage.current().minus(before))
                .detail(detail).build());
    }

    /** The request's verification and reads count as its verify stage. */
    private static StageTimings timings(IntakeRequest request, long started) {
        return request.timings(0, System.nanoTime() - started, 0, 0);
    }
}
