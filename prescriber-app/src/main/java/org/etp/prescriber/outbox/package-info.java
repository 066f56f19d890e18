/**
 * The outbox: every certificate the app sends, prescription or cancellation, is numbered, signed and committed
 * here by {@link org.etp.prescriber.outbox.Dispatch}, the one place that draws serials, with its exact bytes,
 * before it is sent, and stays pending until the pharmacy answers. Rows are claimed with a lease
 * ({@code FOR UPDATE SKIP LOCKED}), so an attempt that dies with the app is taken up again. The background sender
 * that works through it, records each answer with its timings and retries with backoff lives here too.
 */
package org.etp.prescriber.outbox;
