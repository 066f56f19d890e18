package org.etp.prescriber.prescribing;

import java.time.Instant;
import java.util.List;
import org.etp.ac.prescription.Item;
import org.etp.prescriber.outbox.OutboxEntry;

/**
 * A prescription already written for the patient that a new one may duplicate: live with one of the same
 * medicines, or identical and written today.
 *
 * @param writtenBy  the prescriber who signed it, by name
 * @param own        written by the prescriber now signing: only they may open or cancel it
 * @param items      its items of the medicines the new prescription also holds (all of them if identical)
 * @param identical  the same medicines, quantities and dosage, written today
 * @param live       not refused, cancelled, expired or finished by the pharmacy
 */
public record EarlierPrescription(OutboxEntry entry, String writtenBy, boolean own, List<Item> items,
        boolean identical, boolean live) {

    public EarlierPrescription {
        items = List.copyOf(items);
    }

    public String prescriptionId() {
        return entry.prescriptionId();
    }

    public Instant createdAt() {
        return entry.createdAt();
    }

    /** Whether "Replace" may cancel it: the prescriber's own, live, and already with the pharmacy. */
    public boolean replaceable() {
        return own && live && !entry.status().pending();
    }
}
