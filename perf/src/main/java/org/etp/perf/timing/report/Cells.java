package org.etp.perf.timing.report;

import java.util.Locale;

/** How numbers are shown in the report, and how a shown number is read back. */
final class Cells {

    static final String NONE = "—";

    private Cells() {
    }

    /** About three significant figures, never in exponent form; {@link #NONE} for NaN. */
    static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NONE;
        }
        double magnitude = Math.abs(value);
        if (magnitude >= 100 || magnitude == 0) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        if (magnitude >= 10) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        if (magnitude >= 1) {
            return String.format(Locale.ROOT, "%.2f", value);
        }
        int decimals = Math.min(6, 2 - (int) Math.floor(Math.log10(magnitude)));
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** The quotient of two shown numbers, two decimals; {@link #NONE} when either is missing or the divisor 0. */
    static String ratio(String numerator, String denominator) {
        double top = value(numerator);
        double bottom = value(denominator);
        return Double.isNaN(top) || Double.isNaN(bottom) || bottom == 0 ? NONE
                : String.format(Locale.ROOT, "%.2f", top / bottom);
    }

    /** A shown number read back; NaN for {@link #NONE} or text. */
    static double value(String cell) {
        try {
            return Double.parseDouble(cell);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
