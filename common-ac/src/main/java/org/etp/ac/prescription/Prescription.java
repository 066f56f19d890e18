package org.etp.ac.prescription;

import java.util.List;
import java.util.Optional;

/**
 * The {@link Profile#PRESCRIPTION prescription} profile, shaped after an NHS EPS prescription
 * (FHIR MedicationRequest): who for, who by, from where, what (one to four items), acute or repeat,
 * and the pharmacy the patient nominated — or none, when the patient will present the token at any
 * pharmacy. Its validity is the certificate's validity period.
 *
 * @param nominatedPharmacy the nominated pharmacy, or empty for no nomination (never null)
 */
public record Prescription(PrescriptionId prescriptionId, Patient patient, Prescriber prescriber,
        Organisation organisation, List<Item> items, PrescriptionType type, Optional<Organisation> nominatedPharmacy)
        implements CertificateContent {

    public static final int MAX_ITEMS = 4;

    public Prescription {
        Check.present(prescriptionId, "prescription ID");
        Check.present(patient, "patient");
        Check.present(prescriber, "prescriber");
        Check.present(organisation, "organisation");
        items = Check.list(items, "items", 1, MAX_ITEMS);
        Check.present(type, "prescription type");
        Check.present(nominatedPharmacy, "nomination (a pharmacy or none)");
        if (!prescriptionId.value().substring(7, 13).equals(padded(organisation.odsCode()))) {
            throw new IllegalArgumentException("prescription ID " + prescriptionId
                    + " does not carry the ODS code of organisation " + organisation.odsCode());
        }
    }

    private static String padded(String odsCode) {
        return "0".repeat(6 - odsCode.length()) + odsCode;
    }

    @Override
    public Profile profile() {
        return Profile.PRESCRIPTION;
    }
}
