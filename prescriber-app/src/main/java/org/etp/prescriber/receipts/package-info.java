/**
 * Receipts at the prescriber: a background poller asks each configured pharmacy, over the app's own outbound
 * connection (STATUS), for the receipts of the prescriptions it accepted and has not yet finished with,
 * verifies each against the prescription's own stored certificate and the service CA, and keeps those that
 * verify. A receipt that fails is refused and logged by prescription ID alone. The prescriber has no inbound
 * port: it always asks.
 */
package org.etp.prescriber.receipts;
