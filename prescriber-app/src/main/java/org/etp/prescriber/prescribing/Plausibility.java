package org.etp.prescriber.prescribing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.formulary.Product;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Quantities that are possible but unlikely, to be confirmed before signing: more than the site's maximum for the
 * product, or without one more than {@code etp.prescribing.max-quantity-factor} (3) times its usual quantity, or more than
 * {@code etp.prescribing.max-days} (90) days' supply at the most the dosage allows a day ({@link DailyDose}).
 * A row whose quantity the prescriber confirmed (the confirmation names the very quantity) is not asked about
 * again; a changed quantity is.
 */
@Component
class Plausibility {

    private final Formulary formulary;
    private final BigDecimal factor;
    private final int maxDays;

    Plausibility(Formulary formulary, @Value("${etp.prescribing.max-quantity-factor:3}") BigDecimal factor,
            @Value("${etp.prescribing.max-days:90}") int maxDays) {
        if (factor.signum() <= 0 || maxDays < 1) {
            throw new IllegalArgumentException("etp.prescribing.max-quantity-factor and max-days must be positive");
        }
        this.formulary = formulary;
        this.factor = factor;
        this.maxDays = maxDays;
    }

    /** What to confirm, by item row index; empty when nothing is. The form was read without errors. */
    Map<Integer, String> unconfirmed(PrescriptionForm form) {
        Map<Integer, String> warnings = new LinkedHashMap<>();
        for (int i = 0; i < form.getItems().size(); i++) {
            PrescriptionForm.ItemRow row = form.getItems().get(i);
            if (row == null || row.isBlank() || row.getQuantity().strip().equals(row.getConfirmedQuantity())) {
                continue;
            }
            int index = i;
            formulary.resolve(row.getDmdCode()).ifPresent(product -> {
                List<String> reasons = reasons(product, new BigDecimal(row.getQuantity().strip()), row.getDosage());
                if (!reasons.isEmpty()) {
                    warnings.put(index, String.join("; ", reasons) + ". Check it, then tick to confirm.");
                }
            });
        }
        return warnings;
    }

    /**
     * Why {@code quantity} of {@code product} is unlikely: above the site's maximum for it, or (with none set) above
     * the factor times its usual quantity (a product the site gave neither has no such limit); and more days'
     * supply than the limit at the most its dosage allows a day.
     */
    List<String> reasons(Product product, BigDecimal quantity, String dosage) {
        List<String> reasons = new ArrayList<>();
        String units = quantity.toPlainString() + " " + product.unit() + "s";
        if (product.maxQuantity() != null) {
            if (quantity.compareTo(product.maxQuantity()) > 0) {
                reasons.add(units + " is more than this practice's maximum of "
                        + product.maxQuantity().stripTrailingZeros().toPlainString());
            }
        } else if (product.usualQuantity() != null) {
            BigDecimal usual = new BigDecimal(product.usualQuantity());
            if (quantity.compareTo(usual.multiply(factor)) > 0) {
                reasons.add(units + " is more than " + factor.stripTrailingZeros().toPlainString() + " times the usual "
                        + usual.toPlainString());
            }
        }
        OptionalInt perDay = DailyDose.most(dosage);
        if (perDay.isPresent()) {
            BigDecimal days = quantity.divide(BigDecimal.valueOf(perDay.getAsInt()), 0, RoundingMode.FLOOR);
            if (days.compareTo(BigDecimal.valueOf(maxDays)) > 0) {
                reasons.add((reasons.isEmpty() ? units + " last " : "they last ") + "at least " + days.toPlainString()
                        + " days at up to " + perDay.getAsInt() + " a day, more than " + maxDays + " days' supply");
            }
        }
        return reasons;
    }
}
