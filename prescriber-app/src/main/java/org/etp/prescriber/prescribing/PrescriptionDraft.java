package org.etp.prescriber.prescribing;

import java.util.List;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;

/**
 * A valid prescription before it is numbered and signed, with the form and algorithm chosen for it.
 *
 * @param pharmacy  where it is sent: the nominated pharmacy, or with no nomination the one that routes it
 * @param nominated whether {@code pharmacy} is nominated; if not, the prescription nominates no pharmacy
 */
public record PrescriptionDraft(Patient patient, List<Item> items, PrescriptionType type, Pharmacy pharmacy,
        boolean nominated, WireFormat format, SignatureAlgorithm algorithm) {

    public PrescriptionDraft {
        if (patient == null || type == null || pharmacy == null || format == null || algorithm == null) {
            throw new IllegalArgumentException("a draft needs a patient, a type, a pharmacy, a form and an algorithm");
        }
        if (items == null || items.isEmpty() || items.size() > Prescription.MAX_ITEMS) {
            throw new IllegalArgumentException("a prescription holds 1 to " + Prescription.MAX_ITEMS + " items");
        }
        items = List.copyOf(items);
    }

    /** The nomination the prescription carries. */
    public Optional<Organisation> nomination() {
        return nominated ? Optional.of(pharmacy.organisation()) : Optional.empty();
    }
}
