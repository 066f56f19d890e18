/**
 * The outbox: every signed prescription is committed here, with its exact bytes, before it is sent, and
 * stays pending until the pharmacy answers. Rows are claimed with a lease ({@code FOR UPDATE SKIP LOCKED}),
 * so an attempt that dies with the app is taken up again.
 */
package org.etp.prescriber.outbox;
