/**
 * The counter's actions — dispense, partly dispense, return — each one transaction that moves a
 * prescription on from RECEIVED at most once (the status change, the {@code dispense_event} rows), and the
 * audit trail ({@code counter_audit}) that records every attempt, done or refused. Pharmacists only.
 */
package org.etp.pharmacy.counter.dispensing;
