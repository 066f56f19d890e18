package org.etp.prescriber.outbox;

import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.prescriber.signing.SignedCertificate;

/**
 * A signed prescription about to be committed to the outbox, addressed to the pharmacy it is sent to — its
 * nominated pharmacy, or for a prescription nominated to none, the pharmacy chosen to route it (the first
 * configured) — with the one-time token of the form that made it ({@code null} when it was not made by a form).
 *
 * @param pharmacyOds  the ODS code of the pharmacy it is sent to
 * @param pharmacyName that pharmacy's name
 */
public record NewOutboxEntry(String username, SignedCertificate signed, String pharmacyOds, String pharmacyName,
        String formToken) {

    public NewOutboxEntry {
        if (username == null || signed == null || pharmacyOds == null || pharmacyName == null) {
            throw new IllegalArgumentException("an outbox entry needs a username, a signed certificate and a pharmacy");
        }
        if (!(signed.certificate().content() instanceof Prescription prescription)) {
            throw new IllegalArgumentException("the prescriber app sends prescriptions only");
        }
        if (prescription.nominatedPharmacy().map(p -> !p.odsCode().equals(pharmacyOds)).orElse(false)) {
            throw new IllegalArgumentException("a nominated prescription goes to its nominated pharmacy");
        }
    }

    /** A prescription sent to the pharmacy it nominates. */
    public NewOutboxEntry(String username, SignedCertificate signed, String pharmacyName, String formToken) {
        this(username, signed, nominated(signed), pharmacyName, formToken);
    }

    public NewOutboxEntry(String username, SignedCertificate signed, String pharmacyName) {
        this(username, signed, pharmacyName, null);
    }

    private static String nominated(SignedCertificate signed) {
        if (signed == null || !(signed.certificate().content() instanceof Prescription prescription)) {
            throw new IllegalArgumentException("the prescriber app sends prescriptions only");
        }
        return prescription.nominatedPharmacy().orElseThrow(() -> new IllegalArgumentException(
                "a prescription nominated to no pharmacy needs a pharmacy to be sent to")).odsCode();
    }

    public Prescription prescription() {
        return (Prescription) signed.certificate().content();
    }

    public PrescriptionId prescriptionId() {
        return prescription().prescriptionId();
    }

    public String nhsNumber() {
        return prescription().patient().nhsNumber().value();
    }

    public String itemsDigest() {
        return ItemsDigest.of(prescription().items());
    }

    /** What the history list shows of the items: "Amoxicillin 500mg capsules × 21 capsule; ...". */
    public String itemSummary() {
        return String.join("; ", prescription().items().stream().map(NewOutboxEntry::summary).toList());
    }

    private static String summary(Item item) {
        return item.name() + " × " + item.quantity();
    }
}
