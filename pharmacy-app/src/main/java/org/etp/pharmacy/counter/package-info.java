/**
 * The pharmacist's counter, by feature: the {@code queue} of received prescriptions, a prescription's
 * {@code detail}, and {@code dispensing} with its audit trail. What the three share lives here: the reads
 * of the {@code prescription} table ({@link org.etp.pharmacy.counter.Prescriptions}, the one owner of
 * that SQL on the counter's side; the store inserts the rows and only dispensing changes them), the stored
 * prescription and certificate they return, and how a status is said.
 */
package org.etp.pharmacy.counter;
