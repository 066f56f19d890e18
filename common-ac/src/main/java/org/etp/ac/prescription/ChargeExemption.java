package org.etp.ac.prescription;

/** The {@link Profile#SIMPLE simple} profile: whether the patient is exempt from the prescription charge. */
public record ChargeExemption(PrescriptionId prescriptionId, boolean exempt) implements CertificateContent {

    public ChargeExemption {
        Check.present(prescriptionId, "prescription ID");
    }

    @Override
    public Profile profile() {
        return Profile.SIMPLE;
    }
}
