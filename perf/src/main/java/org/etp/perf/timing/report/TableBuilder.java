package org.etp.perf.timing.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.etp.ac.codec.WireFormat;
import org.etp.perf.timing.Stats;

/**
 * Builds a {@link Table}: columns of numbers (formatted by {@link Cells#number}) and ratio columns that are
 * filled in from the cells as shown, a row at a time; then the chart from some of the columns.
 */
final class TableBuilder {

    private final String id;
    private final String title;
    private final String note;
    private final List<String> header = new ArrayList<>();
    private final List<List<String>> rows = new ArrayList<>();
    private final List<Table.Ratio> ratios = new ArrayList<>();
    private final Map<Integer, Table.Ratio> ratioAt = new HashMap<>();

    TableBuilder(String id, String title, String note, String labelHeader) {
        this.id = id;
        this.title = title;
        this.note = note;
        header.add(labelHeader);
    }

    /** Adds a column of numbers; returns its index. */
    int column(String name) {
        header.add(name);
        return header.size() - 1;
    }

    /** Adds the column {@code numerator / denominator}, computed from the shown cells; returns its index. */
    int ratio(String name, int numerator, int denominator) {
        int column = column(name);
        Table.Ratio ratio = new Table.Ratio(column, numerator, denominator);
        ratios.add(ratio);
        ratioAt.put(column, ratio);
        return column;
    }

    /**
     * Adds an ASN.1 (DER) column, an XML column and their ratio XML/DER; returns the indices of the first two.
     */
    int[] pair(String der, String xml, String ratio) {
        int[] columns = {column(der), column(xml)};
        ratio(ratio, columns[1], columns[0]);
        return columns;
    }

    /**
     * Adds a column {@code FORM suffix} for each form, then the ratio {@code FORM/BASE suffix} of each later
     * form to the first (DER, when it was measured); returns the indices of the form columns.
     */
    int[] forms(List<WireFormat> forms, String suffix) {
        int[] columns = forms.stream().mapToInt(form -> column(form + suffix)).toArray();
        ratios(forms, columns, suffix);
        return columns;
    }

    /** {@link #statsColumns} for each form, then the ratios of their means as {@link #forms} adds them. */
    int[] statsForms(List<WireFormat> forms) {
        int[] columns = forms.stream().mapToInt(form -> statsColumns(form.name())).toArray();
        ratios(forms, columns, "");
        return columns;
    }

    private void ratios(List<WireFormat> forms, int[] columns, String suffix) {
        for (int i = 1; i < forms.size(); i++) {
            ratio(forms.get(i) + "/" + forms.get(0) + suffix, columns[i], columns[0]);
        }
    }

    /** Adds the columns {@code prefix mean}, {@code median}, {@code p95}, {@code sd}; returns the first index. */
    int statsColumns(String prefix) {
        int first = column(prefix + " mean");
        column(prefix + " median");
        column(prefix + " p95");
        column(prefix + " sd");
        return first;
    }

    /**
     * A row: its label, then the values of the number columns in order (ratio columns are skipped), each
     * part a number, a {@code double[]}, an {@code OptionalDouble} (empty: no figure) or a {@link Stats}
     * (mean, median, p95, sd: the four {@link #statsColumns}).
     */
    void row(String label, Object... parts) {
        double[] values = flatten(parts);
        List<String> cells = new ArrayList<>(header.size());
        cells.add(label);
        int next = 0;
        for (int column = 1; column < header.size(); column++) {
            if (ratioAt.containsKey(column)) {
                cells.add(null);
            } else {
                if (next >= values.length) {
                    throw new IllegalArgumentException(title + ": too few values for row " + label);
                }
                cells.add(Cells.number(values[next++]));
            }
        }
        if (next != values.length) {
            throw new IllegalArgumentException(title + ": too many values for row " + label);
        }
        for (Table.Ratio ratio : ratios) {
            cells.set(ratio.column(), Cells.ratio(cells.get(ratio.numerator()), cells.get(ratio.denominator())));
        }
        rows.add(cells);
    }

    private static double[] flatten(Object... parts) {
        List<Double> values = new ArrayList<>();
        for (Object part : parts) {
            if (part instanceof Number number) {
                values.add(number.doubleValue());
            } else if (part instanceof OptionalDouble optional) {
                values.add(optional.orElse(Double.NaN));
            } else if (part instanceof Stats stats) {
                values.addAll(List.of(stats.mean(), stats.median(), stats.p95(), stats.stdDev()));
            } else if (part instanceof double[] array) {
                Arrays.stream(array).forEach(values::add);
            } else {
                throw new IllegalArgumentException("not a value of a table row: " + part);
            }
        }
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The table, charting the shown values of {@code columns} in {@code unit}. */
    Table build(String unit, int... columns) {
        List<String> series = new ArrayList<>();
        List<List<Double>> values = new ArrayList<>();
        for (int column : columns) {
            series.add(header.get(column));
            values.add(rows.stream().map(row -> Cells.value(row.get(column))).toList());
        }
        List<String> categories = rows.stream().map(row -> row.get(0)).toList();
        return new Table(id, title, note, header, rows, ratios,
                new Table.Chart(unit, categories, series, values));
    }
}
