/**
 * The pharmacist's view of the audit certificates ({@code complex} profile) the pharmacy has received: a
 * list, newest first, with each record's prescription, issuer, time of receipt and a summary of its status
 * history, and a detail page of one record. Audit records are not prescriptions: they are never in the
 * queue, and are read through {@link org.etp.pharmacy.prescription.OtherCertificates}.
 */
package org.etp.pharmacy.counter.audit;
