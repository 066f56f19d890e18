package org.etp.perf.timing.report;

import java.util.List;

/**
 * One table of the report as it is shown: every cell already formatted, so that a ratio column is exactly
 * the quotient of the two cells shown beside it ({@link Ratio}); and the bar chart drawn from it.
 *
 * @param id a short name, used for the chart's element id and in results.json
 * @param note what the figures are and where they come from, in a sentence or two
 */
public record Table(String id, String title, String note, List<String> header, List<List<String>> rows,
        List<Ratio> ratios, Chart chart) {

    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        ratios = List.copyOf(ratios);
    }

    /** Column {@code column} is column {@code numerator} divided by column {@code denominator}, as shown. */
    public record Ratio(int column, int numerator, int denominator) {
    }

    /**
     * Bars: one group per row (category), one bar per plotted column (series); NaN where there is no
     * figure. A logarithmic axis when the values span more than two orders of magnitude.
     */
    public record Chart(String unit, List<String> categories, List<String> series, List<List<Double>> values) {

        public Chart {
            categories = List.copyOf(categories);
            series = List.copyOf(series);
            values = values.stream().map(List::copyOf).toList();
        }
    }
}
