/**
 * The pharmacist's counter: the queue of received prescriptions (newest first, filtered, searched by
 * prescription ID or NHS number, new arrivals polled without a reload), a prescription's detail with the
 * evidence of its verification and the certificate itself, and the actions — dispense, partly dispense,
 * return — each one transaction that moves a prescription on from RECEIVED at most once, audited whether
 * it was done or refused.
 */
package org.etp.pharmacy.counter;
