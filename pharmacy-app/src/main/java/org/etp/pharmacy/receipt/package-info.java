/**
 * Receipts and STATUS: each outcome of a prescription (dispensed, partly dispensed, returned, cancelled,
 * expired) gets a receipt signed with the pharmacy's key in the outcome's own transaction ({@code receipt}
 * table, owned by {@link org.etp.pharmacy.receipt.Receipts}, which the prescription's repository calls); a
 * prescriber's signed STATUS request (message kind STATUS, {@code StatusHandler}, on the intake's database pool) is
 * answered with the latest receipts of its own prescriptions only ({@link org.etp.pharmacy.receipt.StatusDesk}).
 */
package org.etp.pharmacy.receipt;
