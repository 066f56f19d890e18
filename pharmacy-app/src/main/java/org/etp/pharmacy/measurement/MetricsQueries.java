package org.etp.pharmacy.measurement;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.web.DisplayTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The reads of {@code message_metrics}: the dashboard's figures, computed by PostgreSQL over a recent window
 * (its {@code recorded_at} index bounds each query), and the timings of the message that brought a stored
 * prescription. Messages with no form or profile — frames refused before either was known — are left out of
 * the per-form figures. The time axis is in the pharmacy's zone ({@code etp.ui.zone}), as every time the
 * counter shows.
 */
@Repository
public class MetricsQueries {

    /** The points of each time series. */
    public static final int BUCKETS = 60;
    private static final double MIB = 1024.0 * 1024.0;

    private static final String GROUPS = """
            SELECT format, profile, count(*) AS n,
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY total_micros) AS p50,
                   percentile_cont(0.95) WITHIN GROUP (ORDER BY total_micros) AS p95,
                   percentile_cont(0.99) WITHIN GROUP (ORDER BY total_micros) AS p99,
                   max(total_micros) AS max, coalesce(avg(cpu_user_micros), 0) AS cpu_user,
                   coalesce(avg(cpu_system_micros), 0) AS cpu_system, coalesce(avg(cpu_micros), 0) AS cpu,
                   coalesce(avg(minor_faults), 0) AS minor, coalesce(avg(major_faults), 0) AS major, avg(bytes) AS bytes
            FROM message_metrics
            WHERE recorded_at >= ? AND format IS NOT NULL AND profile IS NOT NULL
            GROUP BY format, profile ORDER BY format, profile""";

    private static final String COUNTS = """
            SELECT floor(extract(epoch FROM recorded_at) / ?)::bigint AS bucket, format || ' ' || profile AS label,
                   count(*) AS n
            FROM message_metrics
            WHERE recorded_at >= ? AND format IS NOT NULL AND profile IS NOT NULL
            GROUP BY 1, 2""";

    private static final String MEMORY = """
            SELECT floor(extract(epoch FROM recorded_at) / ?)::bigint AS bucket, max(rss_bytes) AS rss,
                   max(heap_used_bytes) AS heap
            FROM message_metrics WHERE recorded_at >= ? GROUP BY 1""";

    private static final String PATHS = """
            SELECT served_by, count(*) AS n
            FROM message_metrics
            WHERE recorded_at >= ? AND format = 'XML' AND served_by IS NOT NULL
            GROUP BY served_by ORDER BY n DESC, served_by""";

    private static final String TIMINGS = """
            SELECT bytes, decode_micros, verify_micros, parse_micros, store_micros, total_micros, cpu_micros
            FROM message_metrics WHERE prescription = ? ORDER BY id LIMIT 1""";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final DisplayTimes times;

    MetricsQueries(JdbcClient jdbc, Clock clock, DisplayTimes times) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.times = times;
    }

    /** The figures of the last {@code minutes}, in {@link #BUCKETS} buckets. */
    public DashboardData window(int minutes) {
        int bucketSeconds = Math.max(1, minutes * 60 / BUCKETS);
        long last = clock.instant().getEpochSecond() / bucketSeconds;
        long first = last - BUCKETS + 1;
        Instant since = Instant.ofEpochSecond(first * bucketSeconds);
        double windowSeconds = (double) BUCKETS * bucketSeconds;
        List<FormProfileStats> groups = jdbc.sql(GROUPS).param(SqlTimes.of(since))
                .query((rows, n) -> FormProfileStats.of(rows.getString("format"), rows.getString("profile"))
                        .messages(rows.getLong("n"), windowSeconds)
                        .p50Millis(rows.getDouble("p50") / 1000).p95Millis(rows.getDouble("p95") / 1000)
                        .p99Millis(rows.getDouble("p99") / 1000).maxMillis(rows.getDouble("max") / 1000)
                        .cpuMicros(rows.getDouble("cpu")).cpuUserMicros(rows.getDouble("cpu_user"))
                        .cpuSystemMicros(rows.getDouble("cpu_system"))
                        .minorFaults(rows.getDouble("minor")).majorFaults(rows.getDouble("major"))
                        .bytes(rows.getDouble("bytes")).build())
                .list();
        Map<String, List<Double>> throughput = new LinkedHashMap<>();
        groups.forEach(g -> throughput.put(g.label(), new ArrayList<>(Collections.nCopies(BUCKETS, 0.0))));
        jdbc.sql(COUNTS).params(bucketSeconds, SqlTimes.of(since)).query(rows -> {
            int index = (int) (rows.getLong("bucket") - first);
            List<Double> series = throughput.get(rows.getString("label"));
            if (series != null && index >= 0 && index < BUCKETS) {
                series.set(index, rows.getLong("n") / (double) bucketSeconds);
            }
        });
        List<Double> rss = new ArrayList<>(Collections.nCopies(BUCKETS, (Double) null));
        List<Double> heap = new ArrayList<>(Collections.nCopies(BUCKETS, (Double) null));
        jdbc.sql(MEMORY).params(bucketSeconds, SqlTimes.of(since)).query(rows -> {
            int index = (int) (rows.getLong("bucket") - first);
            if (index >= 0 && index < BUCKETS) {
                rss.set(index, rows.getObject("rss") == null ? null : rows.getLong("rss") / MIB);
                heap.set(index, rows.getObject("heap") == null ? null : rows.getLong("heap") / MIB);
            }
        });
        List<String> axis = new ArrayList<>();
        for (long bucket = first; bucket <= last; bucket++) {
            axis.add(times.timeOfDay(Instant.ofEpochSecond(bucket * bucketSeconds)));
        }
        long messages = groups.stream().mapToLong(FormProfileStats::messages).sum();
        return new DashboardData(minutes, bucketSeconds, messages, groups, axis, throughput, rss, heap,
                xmlPaths(since));
    }

    private XmlPaths xmlPaths(Instant since) {
        Map<String, Long> counts = new LinkedHashMap<>();
        jdbc.sql(PATHS).param(SqlTimes.of(since)).query(rows -> {
            counts.put(rows.getString("served_by"), rows.getLong("n"));
        });
        return XmlPaths.of(counts);
    }

    /** The intake's timings of the message that brought prescription row {@code prescriptionRow}, if measured. */
    public MessageTimings timingsOf(long prescriptionRow) {
        return jdbc.sql(TIMINGS).param(prescriptionRow)
                .query((rows, n) -> new MessageTimings((Integer) rows.getObject("bytes"),
                        (Long) rows.getObject("decode_micros"), (Long) rows.getObject("verify_micros"),
                        (Long) rows.getObject("parse_micros"), (Long) rows.getObject("store_micros"),
                        (Long) rows.getObject("total_micros"), (Long) rows.getObject("cpu_micros")))
                .optional().orElse(MessageTimings.NONE);
    }
}
