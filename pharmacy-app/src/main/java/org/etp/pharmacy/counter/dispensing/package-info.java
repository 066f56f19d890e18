/**
 * The counter's actions — dispense, partly dispense, supply an owing, return — each one transaction in which
 * the prescription's repository moves it on at most once (the status change, the {@code dispense_event} rows,
 * the receipt), their rules and words, and the audit trail ({@code counter_audit}) that records every attempt,
 * done or refused. Pharmacists only.
 */
package org.etp.pharmacy.counter.dispensing;
