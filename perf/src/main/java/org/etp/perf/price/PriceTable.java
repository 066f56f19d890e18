package org.etp.perf.price;

import java.util.List;
import java.util.Locale;

/**
 * Seed 003's table for ETP: per choice, each option with what it buys, its cost, and its cost relative to the
 * cheapest option of the same choice (1.00× for the cheapest; 1.25× costs a quarter more, that is, a quarter
 * fewer messages per second or a quarter more time). Rendered as Markdown and as CSV.
 */
public record PriceTable(List<PriceRow> rows) {

    public PriceTable {
        rows = List.copyOf(rows);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("a price table needs at least one row");
        }
    }

    /** How many times the cheapest option of its choice {@code row} costs. */
    public double relative(PriceRow row) {
        List<PriceRow> peers = rows.stream().filter(other -> other.choice().equals(row.choice())).toList();
        if (row.higherIsCheaper()) {
            return peers.stream().mapToDouble(PriceRow::cost).max().orElseThrow() / row.cost();
        }
        return row.cost() / peers.stream().mapToDouble(PriceRow::cost).min().orElseThrow();
    }

    public String markdown() {
        StringBuilder text = new StringBuilder();
        text.append("| choice | option | what it buys | cost | relative to the cheapest | note |\n");
        text.append("| --- | --- | --- | ---: | ---: | --- |\n");
        String previous = null;
        for (PriceRow row : rows) {
            text.append(String.format(Locale.ROOT, "| %s | %s | %s | %s %s | %.2f× | %s |%n",
                    row.choice().equals(previous) ? "" : row.choice(), row.option(), row.buys(), figure(row.cost()),
                    row.unit(), relative(row), row.note()));
            previous = row.choice();
        }
        return text.toString();
    }

    public String csv() {
        StringBuilder text = new StringBuilder("choice,option,buys,cost,unit,relative,note\n");
        for (PriceRow row : rows) {
            text.append(String.join(",", quoted(row.choice()), quoted(row.option()), quoted(row.buys()),
                    String.format(Locale.ROOT, "%.3f", row.cost()), quoted(row.unit()),
                    String.format(Locale.ROOT, "%.3f", relative(row)), quoted(row.note()))).append('\n');
        }
        return text.toString();
    }

    private static String figure(double cost) {
        return cost >= 100 ? String.format(Locale.ROOT, "%,.0f", cost) : String.format(Locale.ROOT, "%.2f", cost);
    }

    private static String quoted(String value) {
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return '"' + value.replace("\"", "\"\"") + '"';
        }
        return value;
    }
}
