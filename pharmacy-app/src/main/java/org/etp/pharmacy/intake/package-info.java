/**
 * The socket intake: a Netty server speaking the frame protocol of {@code docs/protocol.md} on
 * {@code etp.intake.port}. It keeps the framing, the threads, the bounds and the answering; what each message
 * kind means is a {@link org.etp.pharmacy.intake.MessageHandler} living with its feature (SUBMIT in the store,
 * CANCEL in cancellation, STATUS in receipt), found by kind and run on the pool it names
 * ({@link org.etp.pharmacy.intake.IntakeExecutor}): verification on a CPU-sized pool, work that waits on the
 * database on a pool of its own. The event loops only frame and write, and a response goes out only once its
 * handler has answered (a SUBMIT once the store has committed). Work in flight is bounded per connection and in
 * total by pausing reads, never by an unbounded queue. Each answered message, and each connection closed on a
 * broken frame, is reported to the measurement package.
 */
package org.etp.pharmacy.intake;
