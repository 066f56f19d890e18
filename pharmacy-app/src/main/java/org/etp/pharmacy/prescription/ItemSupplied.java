package org.etp.pharmacy.prescription;

import java.math.BigDecimal;
import java.util.Optional;

/** What is supplied of one item at one time, as a {@code dispense_event} row records it. */
public interface ItemSupplied {

    /** The item's number on the prescription, 1 to 4. */
    int itemNumber();

    /** The quantity handed over now, zero for none. */
    BigDecimal quantity();

    /** Why less was supplied than was due, when it was. */
    Optional<NotDispensedReason> reason();
}
