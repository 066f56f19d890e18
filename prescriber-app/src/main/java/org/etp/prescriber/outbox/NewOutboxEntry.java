package org.etp.prescriber.outbox;

import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.prescriber.signing.SignedCertificate;

/** A signed prescription about to be committed to the outbox, addressed to its nominated pharmacy. */
public record NewOutboxEntry(String username, SignedCertificate signed, String pharmacyName) {

    public NewOutboxEntry {
        if (username == null || signed == null || pharmacyName == null) {
            throw new IllegalArgumentException("an outbox entry needs a username, a signed certificate and a pharmacy");
        }
        if (!(signed.certificate().content() instanceof Prescription)) {
            throw new IllegalArgumentException("the prescriber app sends prescriptions only");
        }
    }

    public Prescription prescription() {
        return (Prescription) signed.certificate().content();
    }

    public PrescriptionId prescriptionId() {
        return prescription().prescriptionId();
    }

    /** What the history list shows of the items: "Amoxicillin 500mg capsules × 21 capsule; ...". */
    public String itemSummary() {
        return String.join("; ", prescription().items().stream().map(NewOutboxEntry::summary).toList());
    }

    private static String summary(Item item) {
        return item.name() + " × " + item.quantity();
    }
}
