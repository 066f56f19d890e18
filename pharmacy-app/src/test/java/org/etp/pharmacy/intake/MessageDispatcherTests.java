package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.pharmacy.intake.RequestBytes.CERTIFICATE;
import static org.etp.pharmacy.intake.RequestBytes.encode;
import static org.etp.pharmacy.intake.RequestBytes.frame;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.intake.EmbeddedIntake.HeldKind;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Each request goes to the handler of its kind, on the pool that handler names, and its outcome is written on the
 * connection's event loop whenever and wherever the handler completes it; a handler that fails is answered ERROR.
 */
class MessageDispatcherTests {

    private final EmbeddedIntake intake = new EmbeddedIntake();

    @AfterEach
    void releaseWhatIsLeft() {
        intake.finish();
    }

    @Test
    void runsSubmitOnTheVerificationPoolAndCancelAndStatusOnTheDatabasePool() {
        intake.receive(frame(1));
        assertThat(intake.verificationPool.tasks).hasSize(1);
        assertThat(intake.databasePool.tasks).isEmpty();

        intake.limits.release(intake.channel);
        intake.receive(encode(RequestFrame.cancel(WireFormat.DER, 2, CERTIFICATE)));
        intake.limits.release(intake.channel);
        intake.receive(encode(RequestFrame.status(3, CERTIFICATE)));

        assertThat(intake.verificationPool.tasks).hasSize(1);
        assertThat(intake.databasePool.tasks).hasSize(2);
    }

    @Test
    void writesTheOutcomeOnTheEventLoopWhenTheHandlerCompletesItLater() throws Exception {
        CompletableFuture<MessageOutcome> later = new CompletableFuture<>();
        EmbeddedIntake answering = new EmbeddedIntake(handlers(request -> later), Runnable::run);
        answering.receive(frame(7));
        assertThat(answering.nextResponse()).isEmpty();
        assertThat(answering.inFlight()).isOne();

        Thread writer = new Thread(() -> later.complete(accepted(7)));
        writer.start();
        writer.join();
        answering.channel.runPendingTasks();

        ResponseFrame response = answering.onlyResponse();
        assertThat(response.requestId()).isEqualTo(7);
        assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
        assertThat(answering.inFlight()).isZero();
        answering.finish();
    }

    @Test
    void answersErrorWhenTheHandlerThrowsOrFailsItsStage() throws Exception {
        EmbeddedIntake throwing = new EmbeddedIntake(handlers(request -> {
            throw new IllegalStateException("a fault of ours");
        }), Runnable::run);
        throwing.receive(frame(8));
        assertThat(throwing.onlyResponse().status()).isEqualTo(ResponseStatus.ERROR);
        assertThat(throwing.inFlight()).isZero();
        throwing.finish();

        EmbeddedIntake failing = new EmbeddedIntake(handlers(
                request -> CompletableFuture.failedFuture(new IllegalStateException("a fault of ours"))), Runnable::run);
        failing.receive(frame(9));
        ResponseFrame response = failing.onlyResponse();
        assertThat(response.requestId()).isEqualTo(9);
        assertThat(response.status()).isEqualTo(ResponseStatus.ERROR);
        assertThat(failing.messages("ERROR", "none", "DER")).isEqualTo(1);
        failing.finish();
    }

    /** A SUBMIT handler answering with {@code answer}, on the verification pool; the other kinds held. */
    private static List<MessageHandler> handlers(Answer answer) {
        return List.of(new Answering(MessageKind.SUBMIT, IntakeExecutor.VERIFICATION, answer), new HeldKind(MessageKind.CANCEL, IntakeExecutor.DATABASE),
                new HeldKind(MessageKind.STATUS, IntakeExecutor.DATABASE));
    }

    private interface Answer {
        CompletionStage<MessageOutcome> to(IntakeRequest request);
    }

    private record Answering(MessageKind kind, IntakeExecutor executor, Answer answer) implements MessageHandler {

        @Override
        public CompletionStage<MessageOutcome> handle(IntakeRequest request) {
            return answer.to(request);
        }
    }

    private static MessageOutcome accepted(long requestId) {
        ResponseFrame response = ResponseFrame.accepted(requestId, new PrescriptionId("2A2A2A-0FA123-00007J"),
                StageTimings.NONE);
        return MessageOutcome.of(response).received("embedded", 63, new byte[0]).build();
    }
}
