package org.etp.prescriber.receipts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.receipt.VerifiedReceipt;

/**
 * What a verified receipt says, read for the prescriber: the outcome (its status history's last entry, with
 * its reason), when the pharmacy recorded it, the pharmacy's name and what was supplied of each item.
 *
 * <p>The pharmacy's name is its signing certificate's common name ({@code CN=Riverside Pharmacy}), else its
 * organisation ({@code O}): the receipt verified against that very certificate, so the name is the pharmacy's
 * own, not what the receipt's content claims. Only a certificate that names neither falls back to the name the
 * practice configured for the pharmacy ({@code etp.pharmacies[i].name}).
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
    static ReceiptOutcome of(VerifiedReceipt receipt, String configuredName) {
        StatusChange latest = receipt.latest();
        String pharmacy = nameOf(receipt.pharmacy()).orElse(configuredName);
        return new ReceiptOutcome(latest.status(), pharmacy, latest.at(), latest.reason(), supplied(receipt));
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

    /** The CN of {@code name}, else its O. */
    static Optional<String> nameOf(X500Principal name) {
        try {
            List<Rdn> rdns = new LdapName(name.getName(X500Principal.RFC2253)).getRdns();
            for (String type : List.of("CN", "O")) {
                for (Rdn rdn : rdns) {
                    if (rdn.getType().equalsIgnoreCase(type) && !rdn.getValue().toString().isBlank()) {
                        return Optional.of(rdn.getValue().toString());
                    }
                }
            }
        } catch (InvalidNameException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
