package org.etp.perf.timing;

import java.util.Arrays;

/**
 * Summary of one measured quantity over the runs of a series: mean, median, 95th percentile (nearest
 * rank), sample standard deviation, minimum and maximum. Values that were not measured are NaN and left out.
 */
public record Stats(int count, double mean, double median, double p95, double stdDev, double min, double max) {

    public static final Stats NONE = new Stats(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN);

    public static Stats of(double[] values) {
        double[] sorted = Arrays.stream(values).filter(value -> !Double.isNaN(value)).sorted().toArray();
        int n = sorted.length;
        if (n == 0) {
            return NONE;
        }
        double mean = Arrays.stream(sorted).sum() / n;
        double squares = Arrays.stream(sorted).map(value -> (value - mean) * (value - mean)).sum();
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new Stats(n, mean, median, percentile(sorted, 95), n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
                sorted[0], sorted[n - 1]);
    }

    /** The nearest-rank percentile of sorted values. */
    static double percentile(double[] sorted, double percent) {
        int rank = (int) Math.ceil(percent / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
    }

    public boolean isEmpty() {
        return count == 0;
    }
}
