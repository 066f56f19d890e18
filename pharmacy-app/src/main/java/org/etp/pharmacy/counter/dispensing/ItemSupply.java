package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.util.Optional;
import org.etp.ac.prescription.Prescription;
import org.etp.pharmacy.prescription.ItemSupplied;
import org.etp.pharmacy.prescription.NotDispensedReason;
import org.etp.pharmacy.prescription.PrescribedItem;

/**
 * What the pharmacist supplies of one item now: a quantity (zero for none) and, when less than is due, a reason
 * the counter offers. A supply filled in wrongly is refused with an {@link InvalidSupplyException} naming the
 * form control at fault.
 */
public record ItemSupply(int itemNumber, BigDecimal quantity, Optional<NotDispensedReason> reason)
        implements ItemSupplied {

    public ItemSupply {
        if (itemNumber < 1 || itemNumber > Prescription.MAX_ITEMS) {
            throw new IllegalArgumentException("an item number is 1 to " + Prescription.MAX_ITEMS);
        }
        if (quantity == null || quantity.signum() < 0) {
            throw new InvalidSupplyException("quantity" + itemNumber,
                    "Item " + itemNumber + ": the quantity supplied cannot be negative.");
        }
        reason = reason == null ? Optional.empty() : reason;
        if (quantity.signum() == 0 && reason.isEmpty()) {
            throw new InvalidSupplyException("reason" + itemNumber,
                    "Item " + itemNumber + ": nothing supplied needs a reason.");
        }
    }

    /** All that is due of {@code item}. */
    static ItemSupply full(PrescribedItem item) {
        return new ItemSupply(item.number(), item.due(), Optional.empty());
    }

    /** Whether this supply gives all that is due of {@code item}. */
    boolean covers(PrescribedItem item) {
        return quantity.compareTo(item.due()) >= 0;
    }

    /** What remains owed of {@code item} after this supply: nothing unless its reason is an owing. */
    BigDecimal owedAfter(PrescribedItem item) {
        boolean owing = reason.map(r -> !r.closes()).orElse(false);
        return owing ? item.due().subtract(quantity) : BigDecimal.ZERO;
    }
}
