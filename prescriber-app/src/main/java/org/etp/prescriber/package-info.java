/**
 * The prescriber application's entry point. Its features live in the packages below: {@code account}
 * (who may sign in and prescribe), {@code prescribing} (the form, signing and queueing), {@code signing}
 * (keys and the signer), {@code formulary}, {@code outbox} (the durable queue and its sender),
 * {@code transport} (connections to pharmacies) and {@code history} (what the prescriber has sent).
 */
package org.etp.prescriber;
