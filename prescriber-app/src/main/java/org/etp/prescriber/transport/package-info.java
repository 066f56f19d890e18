/**
 * Getting prescriptions to pharmacies: the configured pharmacies, persistent connections to their
 * intakes (the wire protocol of {@code docs/protocol.md}) kept one per pharmacy, and the sender's timing
 * settings. It knows nothing of the outbox; the outbox's sender uses it.
 */
package org.etp.prescriber.transport;
