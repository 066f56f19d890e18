package org.etp.ac.prescription;

/**
 * What one ETP attribute certificate asserts: exactly one attribute, whose value is one of the
 * profiles. Every content names the prescription it is about, which is how the pharmacy
 * recognises a resend.
 */
public sealed interface CertificateContent permits ChargeExemption, Prescription, AuditRecord, Cancellation {

    PrescriptionId prescriptionId();

    Profile profile();

    /** The patient the content is about, when it carries one; the certificate's holder must match it. */
    default Patient patient() {
        return null;
    }
}
