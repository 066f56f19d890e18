/**
 * Getting prescriptions to pharmacies: the configured pharmacies, persistent connections to their
 * intakes (the wire protocol of {@code docs/protocol.md}), and the background sender that works
 * through the outbox with backoff, recording each answer and its timings.
 */
package org.etp.prescriber.transport;
