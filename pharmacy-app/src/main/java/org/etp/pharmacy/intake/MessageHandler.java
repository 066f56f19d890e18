package org.etp.pharmacy.intake;

import java.util.concurrent.CompletionStage;
import org.etp.ac.wire.MessageKind;
import org.etp.pharmacy.measurement.MessageOutcome;

/**
 * What the pharmacy does with the requests of one message kind, living with its feature (SUBMIT with the store,
 * CANCEL with the cancellation, STATUS with the receipts). A handler is a Spring bean; the intake finds it by
 * {@link #kind()} (and refuses to start unless every kind has exactly one), counts its requests against the
 * in-flight bounds, runs {@link #handle} on the pool {@link #executor()} names and writes the answer on the
 * connection's event loop. A new kind is one new handler.
 */
public interface MessageHandler {

    /** The kind of request it answers. */
    MessageKind kind();

    /**
     * The intake's pool {@link #handle} runs on: whatever waits on the database never runs on the verification
     * pool.
     */
    IntakeExecutor executor();

    /**
     * Handles {@code request} on a thread of {@link #executor()}. The stage completes with the outcome to answer,
     * on whatever thread finished the work; an outcome made after work on another thread (the store's writer)
     * is best made on {@link IntakeRequest#eventLoop()}, where it is written. A handler answers its own refusals
     * and failures; an exception, or a stage completed exceptionally, is answered ERROR.
     */
    CompletionStage<MessageOutcome> handle(IntakeRequest request);
}
