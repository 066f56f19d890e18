package org.etp.ac.prescription;

/**
 * The {@link Profile#CANCELLATION cancellation} profile: the prescriber withdraws the prescription
 * {@code prescriptionId} for {@code reason}. Like the charge exemption it is one small attribute that names
 * a prescription; the pharmacy honours it only when its issuer signed that prescription.
 */
public record Cancellation(PrescriptionId prescriptionId, CancellationReason reason) implements CertificateContent {

    public Cancellation {
        Check.present(prescriptionId, "prescription ID");
        Check.present(reason, "cancellation reason");
    }

    @Override
    public Profile profile() {
        return Profile.CANCELLATION;
    }
}
