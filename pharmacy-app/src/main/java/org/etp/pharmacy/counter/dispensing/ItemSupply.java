package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.util.Optional;
import org.etp.ac.prescription.Prescription;
import org.etp.pharmacy.counter.NotDispensedReason;
import org.etp.pharmacy.counter.PrescribedItem;

/**
 * What the pharmacist supplies of one item: a quantity (zero for none) and, when less than prescribed may
 * need explaining, a reason the counter offers. Nothing supplied always needs one. A supply filled in wrongly
 * is refused with an {@link InvalidSupplyException} naming the form control at fault.
 */
public record ItemSupply(int itemNumber, BigDecimal quantity, Optional<NotDispensedReason> reason) {

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
        if (reason.isPresent() && !reason.get().offered()) {
            throw new InvalidSupplyException("reason" + itemNumber, "Item " + itemNumber + ": \""
                    + reason.get().label() + "\" cannot be given here: a partial dispense closes the prescription.");
        }
    }

    static ItemSupply full(PrescribedItem item) {
        return new ItemSupply(item.number(), item.quantity(), Optional.empty());
    }

    boolean covers(PrescribedItem item) {
        return quantity.compareTo(item.quantity()) >= 0;
    }
}
