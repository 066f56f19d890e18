/**
 * The pharmacist's counter, by feature: the {@code queue} of received prescriptions, a prescription's
 * {@code detail}, {@code dispensing} with its audit trail, and the {@code audit} records received. They read and
 * change prescriptions only through the prescription package's read models and repository; what they share
 * beyond that lives here (the exemption from charges by age).
 */
package org.etp.pharmacy.counter;
