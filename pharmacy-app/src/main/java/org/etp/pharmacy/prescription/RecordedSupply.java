package org.etp.pharmacy.prescription;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * One supply of one item as recorded, for its receipt.
 *
 * @param quantity   what was handed over at that supply, in the item's unit; zero for nothing
 * @param soFar      what the item's supplies come to with this one
 * @param prescribed what was prescribed of the item
 * @param reason     the {@link NotDispensedReason}'s name given with it, or null
 */
public record RecordedSupply(int itemNumber, BigDecimal quantity, BigDecimal soFar, Prescribed prescribed,
        String reason, String by, Instant at) {

    /** What was prescribed of an item: the quantity, in its unit. */
    public record Prescribed(BigDecimal quantity, String unit) {
    }
}
