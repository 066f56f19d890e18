package org.etp.perf.price;

import java.util.Objects;

/**
 * One option of one security choice, as seed 003 lists it: what the option buys and what it costs.
 *
 * @param choice the security choice the option belongs to (rows of one choice are compared)
 * @param option the option, e.g. "mutual TLS"
 * @param buys what it buys, in a few words
 * @param cost the measured cost, in {@code unit}
 * @param unit e.g. "msg/s" or "µs"
 * @param higherIsCheaper true for rates (msg/s, logins/s), false for times
 * @param note a second figure or how it was measured, e.g. "p99 4.1 ms"
 */
public record PriceRow(String choice, String option, String buys, double cost, String unit, boolean higherIsCheaper,
        String note) {

    public PriceRow {
        Objects.requireNonNull(choice, "choice");
        Objects.requireNonNull(option, "option");
        Objects.requireNonNull(buys, "buys");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(note, "note");
        if (!(cost > 0) || Double.isInfinite(cost)) {
            throw new IllegalArgumentException("a price is a positive finite figure, not " + cost);
        }
    }
}
