package org.etp.prescriber.outbox;

import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.prescriber.signing.SignedCertificate;

/**
 * A signed prescription about to be committed to the outbox, addressed to its nominated pharmacy, with the
 * one-time token of the form that made it ({@code null} when it was not made by a form).
 */
public record NewOutboxEntry(String username, SignedCertificate signed, String pharmacyName, String formToken) {

    public NewOutboxEntry {
        if (username == null || signed == null || pharmacyName == null) {
            throw new IllegalArgumentException("an outbox entry needs a username, a signed certificate and a pharmacy");
        }
        if (!(signed.certificate().content() instanceof Prescription)) {
            throw new IllegalArgumentException("the prescriber app sends prescriptions only");
        }
    }

    public NewOutboxEntry(String username, SignedCertificate signed, String pharmacyName) {
        this(username, signed, pharmacyName, null);
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
