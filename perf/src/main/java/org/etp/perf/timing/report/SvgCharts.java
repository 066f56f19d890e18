package org.etp.perf.timing.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.DoubleStream;

/**
 * Inline SVG charts for the HTML report, drawn here so that the report needs nothing from the network:
 * grouped bars for a table, and latency distributions as lines (each run's value at its percentile).
 */
final class SvgCharts {

    private static final String[] COLOURS = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
            "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
    private static final int WIDTH = 960;
    private static final int HEIGHT = 360;
    private static final int LEFT = 80;
    private static final int RIGHT = 20;
    private static final int TOP = 50;
    private static final int BOTTOM = 110;

    private SvgCharts() {
    }

    static String bars(String id, Table.Chart chart) {
        Axis axis = Axis.of(chart.values().stream().flatMap(List::stream).mapToDouble(Double::doubleValue));
        StringBuilder svg = open(id, chart.unit());
        legend(svg, chart.series());
        axis.draw(svg, chart.unit());
        int categories = chart.categories().size();
        double group = (WIDTH - LEFT - RIGHT) / (double) Math.max(1, categories);
        double bar = group * 0.8 / Math.max(1, chart.series().size());
        for (int c = 0; c < categories; c++) {
            double x0 = LEFT + c * group + group * 0.1;
            for (int s = 0; s < chart.series().size(); s++) {
                double value = chart.values().get(s).get(c);
                if (axis.shows(value)) {
                    double y = axis.y(value);
                    svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                            + "fill=\"%s\"><title>%s, %s: %s %s</title></rect>%n", x0 + s * bar, y, bar,
                            HEIGHT - BOTTOM - y, COLOURS[s % COLOURS.length], escape(chart.categories().get(c)),
                            escape(chart.series().get(s)), Cells.number(value), escape(chart.unit())));
                }
            }
            double labelX = x0 + group * 0.4;
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"end\" "
                    + "transform=\"rotate(-35 %.1f %d)\">%s</text>%n", labelX, HEIGHT - BOTTOM + 14, labelX,
                    HEIGHT - BOTTOM + 14, escape(chart.categories().get(c))));
        }
        return svg.append("</svg>\n").toString();
    }

    /** Lines: for each named series, its sorted values plotted at their percentile. */
    static String distribution(String id, String unit, Map<String, double[]> series) {
        Axis axis = Axis.of(series.values().stream().flatMapToDouble(DoubleStream::of));
        StringBuilder svg = open(id, unit);
        legend(svg, new ArrayList<>(series.keySet()));
        axis.draw(svg, unit);
        double plotWidth = WIDTH - LEFT - RIGHT;
        for (int percent = 0; percent <= 100; percent += 10) {
            double x = LEFT + plotWidth * percent / 100;
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" "
                    + "text-anchor=\"middle\">%d</text>%n", x, HEIGHT - BOTTOM + 16, percent));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">"
                + "percentile of the runs</text>%n", LEFT + plotWidth / 2, HEIGHT - BOTTOM + 34));
        int s = 0;
        for (Map.Entry<String, double[]> line : series.entrySet()) {
            double[] sorted = DoubleStream.of(line.getValue()).filter(axis::shows).sorted().toArray();
            StringBuilder points = new StringBuilder();
            for (int i = 0; i < sorted.length; i++) {
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ",
                        LEFT + plotWidth * (i + 0.5) / sorted.length, axis.y(sorted[i])));
            }
            svg.append(String.format("<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"%s\" points=\"%s\">"
                    + "<title>%s</title></polyline>%n", COLOURS[s++ % COLOURS.length], points.toString().trim(),
                    escape(line.getKey())));
        }
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder open(String id, String unit) {
        return new StringBuilder(String.format(Locale.ROOT, "<svg id=\"%s\" xmlns=\"http://www.w3.org/2000/svg\" "
                + "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"%s\" "
                + "font-family=\"sans-serif\">%n", escape(id), WIDTH, HEIGHT, WIDTH, HEIGHT, escape(unit)));
    }

    private static void legend(StringBuilder svg, List<String> names) {
        double x = LEFT;
        for (int s = 0; s < names.size(); s++) {
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"12\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"22\" font-size=\"12\">%s</text>%n", x, COLOURS[s % COLOURS.length], x + 16,
                    escape(names.get(s))));
            x += 24 + 7 * names.get(s).length();
        }
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** The value axis: linear from 0, or logarithmic by decades when the values span more than 100×. */
    private record Axis(double low, double high, boolean log) {

        static Axis of(DoubleStream values) {
            double[] positive = values.filter(value -> value > 0 && Double.isFinite(value)).toArray();
            double max = DoubleStream.of(positive).max().orElse(1);
            double min = DoubleStream.of(positive).min().orElse(1);
            if (max / min > 100) {
                return new Axis(Math.pow(10, Math.floor(Math.log10(min))), Math.pow(10, Math.ceil(Math.log10(max))),
                        true);
            }
            double step = niceStep(max / 5);
            return new Axis(0, Math.max(step, Math.ceil(max / step) * step), false);
        }

        private static double niceStep(double rough) {
            double decade = Math.pow(10, Math.floor(Math.log10(rough)));
            for (double factor : new double[] {1, 2, 2.5, 5, 10}) {
                if (factor * decade >= rough) {
                    return factor * decade;
                }
            }
            return 10 * decade;
        }

        boolean shows(double value) {
            return Double.isFinite(value) && (log ? value > 0 : value >= 0);
        }

        double y(double value) {
            double fraction = log ? (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))
                    : (value - low) / (high - low);
            return HEIGHT - BOTTOM - fraction * (HEIGHT - BOTTOM - TOP);
        }

        void draw(StringBuilder svg, String unit) {
            List<Double> ticks = new ArrayList<>();
            if (log) {
                for (double tick = low; tick <= high * 1.0001; tick *= 10) {
                    ticks.add(tick);
                }
            } else {
                double step = (high - low) / 5;
                for (int i = 0; i <= 5; i++) {
                    ticks.add(low + i * step);
                }
            }
            for (double tick : ticks) {
                double y = y(tick);
                svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" "
                        + "stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%s</text>%n",
                        LEFT, WIDTH - RIGHT, y, y, LEFT - 6, y + 4, Cells.number(tick)));
            }
            svg.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" font-size=\"12\" transform=\"rotate(-90 14 %d)\" "
                    + "text-anchor=\"middle\">%s%s</text>%n", (HEIGHT - BOTTOM + TOP) / 2, (HEIGHT - BOTTOM + TOP) / 2,
                    escape(unit), log ? " (log scale)" : ""));
        }
    }
}
