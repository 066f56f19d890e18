package org.etp.prescriber.receipts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.receipt.VerifiedReceipt;

/**
 * What a verified receipt says, read for the prescriber: the outcome (its status history's last entry, with
 * its reason), when the pharmacy recorded it, the pharmacy's name and what was supplied of each item.
 *
 * <p>The pharmacy's name is read from the signing certificate the receipt verified against, as
 * {@link VerifiedReceipt#pharmacyName()} gives it to people everywhere ({@code ./etp status} too): its common
 * name with the ODS code in brackets, {@code Riverside Pharmacy (FA123)}. That is the pharmacy's own,
 * CA-issued name, not a name the receipt's content claims, so the configured {@code etp.pharmacies[i].name}
 * is not used for it.
 */
final class ReceiptOutcomes {

    private ReceiptOutcomes() {
    }

    /**
     * The outcome of {@code receipt}, naming the pharmacy as above.
     *
     * @throws IllegalArgumentException when the receipt states no final outcome (its latest status is RECEIVED)
     *         or accounts for more of an item than was prescribed
     */
    static ReceiptOutcome of(VerifiedReceipt receipt) {
        StatusChange latest = receipt.latest();
        return new ReceiptOutcome(latest.status(), receipt.pharmacyName(), latest.at(), latest.reason(),
                supplied(receipt));
    }

    private static List<SuppliedItem> supplied(VerifiedReceipt receipt) {
        List<Item> items = receipt.record().prescription().items();
        List<SuppliedItem> supplied = new ArrayList<>();
        for (int number = 1; number <= items.size(); number++) {
            Item item = items.get(number - 1);
            BigDecimal total = BigDecimal.ZERO;
            for (DispenseEvent event : receipt.record().dispenseHistory()) {
                if (event.itemNumber() == number) {
                    if (!event.supplied().unit().equals(item.quantity().unit())) {
                        throw new IllegalArgumentException("item " + number + " is supplied in "
                                + event.supplied().unit() + ", prescribed in " + item.quantity().unit());
                    }
                    total = total.add(event.supplied().value());
                }
            }
            supplied.add(new SuppliedItem(number, item.name(), item.quantity(), total));
        }
        return supplied;
    }
}
