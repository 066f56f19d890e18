package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.etp.ac.prescription.Units;
import org.etp.pharmacy.prescription.PrescribedItem;

/**
 * Whether a set of supplies fits what is due of the items: each item that is due once, none beyond what is due,
 * countable units whole, and less than is due only with a reason.
 */
final class SupplyRules {

    private SupplyRules() {
    }

    /** What is wrong with {@code supplies} for {@code items}, if anything, for the pharmacist to correct. */
    static Optional<ActionResult> problem(List<PrescribedItem> items, List<ItemSupply> supplies) {
        Map<Integer, PrescribedItem> due = items.stream().filter(item -> item.due().signum() > 0)
                .collect(Collectors.toMap(PrescribedItem::number, Function.identity()));
        Map<Integer, Long> counts = supplies.stream()
                .collect(Collectors.groupingBy(ItemSupply::itemNumber, Collectors.counting()));
        if (due.isEmpty()) {
            return Optional.of(ActionResult.invalid(null, "Nothing is due of this prescription."));
        }
        if (!counts.keySet().equals(due.keySet()) || counts.values().stream().anyMatch(c -> c > 1)) {
            return Optional.of(ActionResult.invalid(null, "Say for every item due, once, what is supplied."));
        }
        for (ItemSupply supply : supplies) {
            PrescribedItem item = due.get(supply.itemNumber());
            String prefix = "Item " + item.number() + ": ";
            if (supply.quantity().compareTo(item.due()) > 0) {
                return invalid("quantity", item, prefix + "no more than the " + item.amount(item.due())
                        + " due can be supplied.");
            }
            if (!Units.suppliable(supply.quantity(), item.unit())) {
                return invalid("quantity", item, prefix + Units.plural(item.unit()) + " are supplied in whole"
                        + " numbers, not " + supply.quantity().toPlainString() + ".");
            }
            if (!supply.covers(item) && supply.reason().isEmpty()) {
                return invalid("reason", item, prefix + "less than prescribed needs a reason: choose one, or an"
                        + " owing if the rest is supplied later.");
            }
            if (supply.covers(item) && supply.reason().isPresent()) {
                return invalid("reason", item, prefix + "all " + item.amount(item.due()) + " are supplied, so no"
                        + " reason is given: choose \"None: supplied in full\".");
            }
        }
        if (supplies.stream().allMatch(s -> s.quantity().signum() == 0)
                && items.stream().noneMatch(PrescribedItem::dispensed)) {
            return Optional.of(ActionResult.invalid("quantity1", "Nothing is supplied: return the prescription"
                    + " instead."));
        }
        if (supplies.stream().allMatch(s -> s.quantity().signum() == 0 && s.owedAfter(due.get(s.itemNumber()))
                .signum() > 0)) {
            return Optional.of(ActionResult.invalid("quantity1", "Nothing is supplied and everything stays owed:"
                    + " nothing to record."));
        }
        return Optional.empty();
    }

    /** Whether every item will have been supplied in full once {@code supplies} are recorded. */
    static boolean complete(List<PrescribedItem> items, List<ItemSupply> supplies) {
        Map<Integer, BigDecimal> now = supplies.stream()
                .collect(Collectors.toMap(ItemSupply::itemNumber, ItemSupply::quantity));
        return items.stream().allMatch(item -> (item.dispensed() ? item.supplied() : BigDecimal.ZERO)
                .add(now.getOrDefault(item.number(), BigDecimal.ZERO)).compareTo(item.quantity()) >= 0);
    }

    /** Whether anything will still be owed once {@code supplies} are recorded. */
    static boolean owingAfter(List<PrescribedItem> items, List<ItemSupply> supplies) {
        return SupplyLine.of(items, supplies).stream().anyMatch(line -> line.owed().signum() > 0);
    }

    /** The supplies in a line for the audit trail, in words. */
    static String describe(List<PrescribedItem> items, List<ItemSupply> supplies) {
        return SupplyLine.of(items, supplies).stream().map(SupplyLine::sentence).collect(Collectors.joining("; "));
    }

    private static Optional<ActionResult> invalid(String field, PrescribedItem item, String message) {
        return Optional.of(ActionResult.invalid(field + item.number(), message));
    }
}
