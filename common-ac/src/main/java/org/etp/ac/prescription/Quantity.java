package org.etp.ac.prescription;

import java.math.BigDecimal;

/**
 * An amount of a unit of dose form ({@code 28 tablet}, {@code 100 ml}). The value is positive, has at
 * most three decimals and is held without trailing zeros, so that {@code 28} and {@code 28.0} are one value.
 */
public record Quantity(BigDecimal value, String unit) {

    private static final BigDecimal MAX = BigDecimal.valueOf(100_000);

    public Quantity {
        Check.present(value, "quantity");
        if (value.signum() <= 0 || value.compareTo(MAX) > 0) {
            throw new IllegalArgumentException("quantity must be more than 0 and at most " + MAX);
        }
        value = value.stripTrailingZeros();
        if (value.scale() > 3) {
            throw new IllegalArgumentException("quantity must have at most three decimals");
        }
        if (value.scale() < 0) {
            value = value.setScale(0);
        }
        unit = Check.text(unit, "quantity unit", 40);
    }

    public static Quantity of(String value, String unit) {
        try {
            return new Quantity(new BigDecimal(Check.present(value, "quantity")), unit);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("quantity must be a number", e);
        }
    }

    @Override
    public String toString() {
        return value.toPlainString() + " " + unit;
    }
}
