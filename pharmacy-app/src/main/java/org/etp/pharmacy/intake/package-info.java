/**
 * The socket intake: a Netty server speaking the frame protocol of {@code docs/protocol.md} on
 * {@code etp.intake.port}. The event loops only frame and write; verification runs on a bounded pool and
 * storage on the group-commit writer, and a response goes out only once the store has answered. Work in
 * flight is bounded per connection and in total by pausing reads, never by an unbounded queue. Each answered
 * message, and each connection closed on a broken frame, is reported to the measurement package.
 */
package org.etp.pharmacy.intake;
