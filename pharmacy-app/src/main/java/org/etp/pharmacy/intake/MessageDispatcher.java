package org.etp.pharmacy.intake;

import io.netty.channel.Channel;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import org.etp.ac.wire.MessageKind;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each request off the event loop to the handler of its kind, on the pool the handler names; the outcome back
 * to the connection's event loop. The answer reflects what the handler did: a SUBMIT is ACCEPTED only once its
 * prescription is committed, a CANCEL once its transaction is. A pool that refuses the work, and a handler that
 * fails, are answered ERROR: every request gets an answer.
 */
final class MessageDispatcher {

    private static final Logger log = LoggerFactory.getLogger(MessageDispatcher.class);

    private final Map<MessageKind, MessageHandler> handlers;
    private final Map<IntakeExecutor, ? extends Executor> pools;

    MessageDispatcher(Map<MessageKind, MessageHandler> handlers, Map<IntakeExecutor, ? extends Executor> pools) {
        this.handlers = handlers;
        this.pools = pools;
    }

    /** Handles {@code frame}; {@code done} receives the outcome on {@code channel}'s event loop. */
    void process(IncomingFrame frame, Channel channel, String peer, Consumer<MessageOutcome> done) {
        IntakeRequest request = new IntakeRequest(frame, peer, channel.eventLoop());
        MessageHandler handler = handlers.get(request.frame().kind());
        try {
            pools.get(handler.executor()).execute(() -> run(handler, request, done));
        } catch (RejectedExecutionException e) {
            done.accept(request.failed("the " + handler.executor().word() + " pool is shut down or full"));
        }
    }

    private static void run(MessageHandler handler, IntakeRequest request, Consumer<MessageOutcome> done) {
        CompletionStage<MessageOutcome> answer;
        try {
            answer = handler.handle(request);
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        answer.whenComplete((outcome, failure) -> {
            if (failure == null && outcome != null) {
                request.answer(outcome, done);
                return;
            }
            log.error("The {} handler failed on request {}", handler.kind(), request.frame().requestId(), failure);
            request.answer(request.failed("internal error handling a " + handler.kind() + " request"), done);
        });
    }
}
