/**
 * The prescription aggregate, the one owner of the {@code prescription}, {@code prescription_item} and
 * {@code dispense_event} tables' SQL. Its lifecycle is written once ({@link org.etp.pharmacy.prescription.Transition});
 * {@link org.etp.pharmacy.prescription.PrescriptionRepository} takes each transition — dispense, partly dispense,
 * supply an owing, return, cancel, expire — in its caller's transaction: the row locked, the state checked once,
 * the change written and the outcome's receipt recorded ({@link org.etp.pharmacy.prescription.OutcomeReceipts}).
 * The store receives the rows through {@link org.etp.pharmacy.prescription.PrescriptionRows}, keyed by
 * {@link org.etp.pharmacy.prescription.CertificateIdentity}. The read models: the queue and the detail page
 * ({@link org.etp.pharmacy.prescription.Prescriptions}), the certificates that are not prescriptions
 * ({@link org.etp.pharmacy.prescription.OtherCertificates}), and the receipts and STATUS
 * ({@link org.etp.pharmacy.prescription.ReceiptReads}). Imports only the JDBC support package of ours.
 */
package org.etp.pharmacy.prescription;
