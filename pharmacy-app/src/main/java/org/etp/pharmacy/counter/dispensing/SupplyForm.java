package org.etp.pharmacy.counter.dispensing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.prescription.Prescription;
import org.etp.pharmacy.prescription.NotDispensedReason;

/**
 * A supply form as posted: fields {@code quantityN} and {@code reasonN} for item N (1 to 4), an item's fields
 * absent when it is not due. An empty quantity is an error, never "all of it": the pharmacist types what is
 * handed over.
 *
 * @param supplies  the supplies read, when every field reads
 * @param invalid   what is wrong with the first field that does not, if one does not
 * @param submitted the fields as typed, for the form to come back with
 */
public record SupplyForm(List<ItemSupply> supplies, Optional<ActionResult> invalid, Map<String, String> submitted) {

    /** Reads the fields of {@code form}. */
    public static SupplyForm read(Map<String, String> form) {
        Map<String, String> submitted = new LinkedHashMap<>();
        List<ItemSupply> supplies = new ArrayList<>();
        ActionResult invalid = null;
        for (int n = 1; n <= Prescription.MAX_ITEMS; n++) {
            String quantity = form.get("quantity" + n);
            if (quantity == null) {
                continue;
            }
            String reason = form.getOrDefault("reason" + n, "");
            submitted.put("quantity" + n, quantity);
            submitted.put("reason" + n, reason);
            try {
                supplies.add(new ItemSupply(n, quantity(n, quantity), reason(n, reason)));
            } catch (InvalidSupplyException e) {
                invalid = invalid == null ? ActionResult.invalid(e.field(), e.getMessage()) : invalid;
            }
        }
        return new SupplyForm(List.copyOf(supplies), Optional.ofNullable(invalid), Map.copyOf(submitted));
    }

    private static BigDecimal quantity(int item, String typed) {
        if (typed.isBlank()) {
            throw new InvalidSupplyException("quantity" + item, "Item " + item + ": type the quantity supplied"
                    + " (0 if none).");
        }
        try {
            return new BigDecimal(typed.strip());
        } catch (NumberFormatException e) {
            throw new InvalidSupplyException("quantity" + item, "Item " + item + ": the quantity supplied is not a"
                    + " number.");
        }
    }

    private static Optional<NotDispensedReason> reason(int item, String chosen) {
        if (chosen.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(NotDispensedReason.valueOf(chosen));
        } catch (IllegalArgumentException e) {
            throw new InvalidSupplyException("reason" + item, "Item " + item + ": choose a reason from the list.");
        }
    }
}
