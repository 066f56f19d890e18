package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.etp.pharmacy.prescription.PrescribedItem;

/**
 * One item of a supply about to be recorded, in words for the confirmation page and the audit trail: what is
 * supplied now out of what is due, and what follows (supplied in full, owed, or not supplied for a reason).
 *
 * @param quantity the quantity supplied now, as the form carries it
 * @param reason   the reason's name as the form carries it, or empty
 * @param owed     what remains owed afterwards
 */
public record SupplyLine(int number, String name, String supplied, String after, String quantity, String reason,
        BigDecimal owed) {

    /** The lines of {@code supplies}, or empty when they do not fit what is due of {@code items}. */
    public static Optional<List<SupplyLine>> plan(List<PrescribedItem> items, List<ItemSupply> supplies) {
        return SupplyRules.problem(items, supplies).isPresent() ? Optional.empty() : Optional.of(of(items, supplies));
    }

    /** The lines of {@code supplies} for the items they name, in item order. */
    public static List<SupplyLine> of(List<PrescribedItem> items, List<ItemSupply> supplies) {
        Map<Integer, ItemSupply> byNumber = supplies.stream()
                .collect(Collectors.toMap(ItemSupply::itemNumber, Function.identity(), (a, b) -> a));
        return items.stream().filter(item -> byNumber.containsKey(item.number()))
                .map(item -> line(item, byNumber.get(item.number()))).toList();
    }

    private static SupplyLine line(PrescribedItem item, ItemSupply supply) {
        BigDecimal owed = supply.owedAfter(item);
        String after;
        if (supply.covers(item)) {
            after = item.dispensed() ? "owing supplied in full" : "supplied in full";
        } else if (owed.signum() > 0) {
            after = "owing " + item.amount(owed) + ", supplied later";
        } else {
            after = "rest not supplied: " + supply.reason().orElseThrow().label();
        }
        String supplied = supply.quantity().stripTrailingZeros().toPlainString() + " of "
                + item.amount(item.due()) + (item.dispensed() ? " owed" : "");
        return new SupplyLine(item.number(), item.name(), supplied, after, supply.quantity().toPlainString(),
                supply.reason().map(Enum::name).orElse(""), owed);
    }

    /** The line in one sentence: {@code Atorvastatin 20mg tablets: 10 of 28 tablets, owing 18 tablets, supplied later}. */
    public String sentence() {
        return name + ": " + supplied + ", " + after;
    }
}
