package org.etp.ac.prescription;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Set;

/**
 * Units of dose form as people count them: whether a unit is countable (a tablet is supplied whole, a
 * millilitre is not) and an amount in words with the unit in the plural where English wants it
 * ({@code 21 capsules}, {@code 1 capsule}, {@code 2.5 ml}).
 */
public final class Units {

    private static final Set<String> COUNTABLE = Set.of("tablet", "capsule", "dose", "patch", "sachet", "ampoule",
            "pessary", "suppository", "vial", "inhaler", "puff", "lozenge", "pastille", "pack", "device", "applicator",
            "pen", "cartridge", "pre-filled syringe", "spray");

    private Units() {
    }

    /** Whether {@code unit} counts things that are supplied whole (tablets, capsules, doses), not a measure. */
    public static boolean countable(String unit) {
        return unit != null && COUNTABLE.contains(unit.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether {@code amount} of {@code unit} can be supplied: a countable unit only in whole numbers. */
    public static boolean suppliable(BigDecimal amount, String unit) {
        return !countable(unit) || amount.stripTrailingZeros().scale() <= 0;
    }

    /** {@code amount} with its unit in words: {@code 21 capsules}, {@code 1 tablet}, {@code 100 ml}. */
    public static String of(BigDecimal amount, String unit) {
        String number = amount.stripTrailingZeros().toPlainString();
        return number + " " + (countable(unit) && amount.compareTo(BigDecimal.ONE) != 0 ? plural(unit) : unit);
    }

    /** The unit in the plural: {@code capsules}, {@code patches}. */
    public static String plural(String unit) {
        if (unit.endsWith("s") || unit.endsWith("ch") || unit.endsWith("sh")) {
            return unit + "es";
        }
        if (unit.endsWith("y") && !unit.endsWith("ey")) {
            return unit.substring(0, unit.length() - 1) + "ies";
        }
        return unit + "s";
    }
}
