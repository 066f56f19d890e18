package org.etp.ac.prescription;

import java.time.Instant;

/** A supply of one item (by its position, 1 to 4) in an audit certificate's dispense history. */
public record DispenseEvent(int itemNumber, Quantity supplied, Instant at, String pharmacist, String note) {

    public DispenseEvent {
        if (itemNumber < 1 || itemNumber > Prescription.MAX_ITEMS) {
            throw new IllegalArgumentException("dispensed item number must be 1 to " + Prescription.MAX_ITEMS);
        }
        Check.present(supplied, "supplied quantity");
        at = Check.seconds(at, "dispense time");
        pharmacist = Check.text(pharmacist, "pharmacist", 100);
        note = Check.text(note, "dispense note", 200);
    }
}
