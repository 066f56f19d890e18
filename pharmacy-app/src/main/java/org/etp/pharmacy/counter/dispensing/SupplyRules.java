package org.etp.pharmacy.counter.dispensing;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.etp.pharmacy.counter.PrescribedItem;

/** Whether a set of supplies fits the items prescribed: each item once, none beyond what was prescribed. */
final class SupplyRules {

    private SupplyRules() {
    }

    /** What is wrong with {@code supplies} for {@code items}, if anything, for the pharmacist to correct. */
    static Optional<ActionResult> problem(List<PrescribedItem> items, List<ItemSupply> supplies) {
        Map<Integer, PrescribedItem> byNumber = items.stream()
                .collect(Collectors.toMap(PrescribedItem::number, Function.identity()));
        Map<Integer, Long> counts = supplies.stream()
                .collect(Collectors.groupingBy(ItemSupply::itemNumber, Collectors.counting()));
        if (!counts.keySet().equals(byNumber.keySet()) || counts.values().stream().anyMatch(c -> c > 1)) {
            return Optional.of(ActionResult.invalid(null, "Say for every item, once, what is supplied."));
        }
        for (ItemSupply supply : supplies) {
            PrescribedItem item = byNumber.get(supply.itemNumber());
            if (supply.quantity().compareTo(item.quantity()) > 0) {
                return Optional.of(ActionResult.invalid("quantity" + item.number(), "Item " + item.number()
                        + ": no more than the " + item.quantity().toPlainString() + " " + item.unit()
                        + " prescribed can be supplied."));
            }
        }
        if (supplies.stream().allMatch(s -> s.quantity().signum() == 0)) {
            return Optional.of(ActionResult.invalid("quantity1", "Nothing is supplied: return the prescription"
                    + " instead."));
        }
        return Optional.empty();
    }

    /** Whether every item is supplied in full. */
    static boolean complete(List<PrescribedItem> items, List<ItemSupply> supplies) {
        Map<Integer, ItemSupply> byNumber = supplies.stream()
                .collect(Collectors.toMap(ItemSupply::itemNumber, Function.identity()));
        return items.stream().allMatch(item -> byNumber.get(item.number()).covers(item));
    }

    /** The supplies in a line for the audit trail: item numbers and quantities, with reasons. */
    static String describe(List<PrescribedItem> items, List<ItemSupply> supplies) {
        Map<Integer, PrescribedItem> byNumber = items.stream()
                .collect(Collectors.toMap(PrescribedItem::number, Function.identity()));
        return supplies.stream().map(s -> "item " + s.itemNumber() + ": " + s.quantity().toPlainString() + " of "
                        + byNumber.get(s.itemNumber()).quantity().toPlainString() + " "
                        + byNumber.get(s.itemNumber()).unit() + s.reason().map(r -> " (" + r.label() + ")").orElse(""))
                .collect(Collectors.joining("; "));
    }
}
