package org.etp.perf.timing.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import org.etp.perf.timing.sweep.SweepPoint;

/**
 * The size sweep after seed 002 (Santuario's DOM and StAX APIs as documents grow), as three tables: the
 * document's size with each way's verdicts and path, the median verification time per message, and the
 * allocation per message with the peak heap. One row per status-history length; one column per XML engine, and
 * DER for reference.
 */
public final class SweepTables {

    private static final double KIB = 1024;
    private static final double MIB = 1024 * 1024;

    private SweepTables() {
    }

    public static List<Table> of(List<SweepPoint> points) {
        return List.of(documents(points), times(points), memory(points));
    }

    private static Table documents(List<SweepPoint> points) {
        List<String> paths = paths(points);
        List<String> header = new ArrayList<>(List.of("status changes", "XML bytes", "DER bytes"));
        paths.forEach(path -> header.add(path + " verified, via"));
        List<List<String>> rows = new ArrayList<>();
        for (int entries : lengths(points)) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(entries),
                    bytes(points, entries, false), bytes(points, entries, true)));
            for (String path : paths) {
                row.add(find(points, entries, path).map(SweepTables::verdict).orElse(Cells.NONE));
            }
            rows.add(row);
        }
        List<String> categories = rows.stream().map(row -> row.get(0)).toList();
        List<List<Double>> values = List.of(rows.stream().map(row -> Cells.value(row.get(1))).toList(),
                rows.stream().map(row -> Cells.value(row.get(2))).toList());
        return new Table("sweep-size", "Seed 002 sweep: document size and verdicts",
                "The complex profile (content seed 28000000) with its status history grown to each length, signed "
                        + "once per form with rsa2048 by the PKI's signer; bytes of the signed document. Each way "
                        + "verified it in this process with a verifier made for measurement (bounds raised to the "
                        + "largest length; the service's stay at 32 changes and 1 MiB): how many measured runs it "
                        + "accepted with the whole status history read back, and the path the verifier reports "
                        + "(ServedBy). The template engine learns each new length from the DOM engine during the "
                        + "warm-up (template-learned) and serves it afterwards.",
                header, rows, List.of(), new Table.Chart("bytes", categories, List.of("XML", "DER"), values));
    }

    private static Table times(List<SweepPoint> points) {
        TableBuilder table = new TableBuilder("sweep-time", "Seed 002 sweep: verification time per message (µs)",
                "Median wall time of one verification (decode, signature, parse and the verifier's checks) over the "
                        + "measured runs, after the warm-up, on one thread; the ratio of each engine to dom beside.",
                "status changes");
        List<String> paths = paths(points);
        int[] columns = paths.stream().mapToInt(path -> table.column(path + " µs")).toArray();
        ratios(table, paths, columns);
        for (int entries : lengths(points)) {
            table.row(String.valueOf(entries), values(points, entries, paths,
                    point -> point.cost().nanos().median() / 1_000));
        }
        return table.build("µs", columns);
    }

    private static Table memory(List<SweepPoint> points) {
        TableBuilder table = new TableBuilder("sweep-memory", "Seed 002 sweep: memory per message",
                "Allocated: median bytes the verifying thread allocated for one verification "
                        + "(ThreadMXBean.getCurrentThreadAllocatedBytes), KiB. Peak heap: the most heap a "
                        + "verification kept reachable at once above the live heap before it, MiB, sampled apart from "
                        + "the timed runs: the verification repeated while another thread forces full collections one "
                        + "after another and reads the heap in use just after each (at least 12 of them).",
                "status changes");
        List<String> paths = paths(points);
        int[] allocated = paths.stream().mapToInt(path -> table.column(path + " allocated KiB")).toArray();
        paths.forEach(path -> table.column(path + " peak heap MiB"));
        for (int entries : lengths(points)) {
            table.row(String.valueOf(entries),
                    values(points, entries, paths, point -> point.cost().allocatedBytes().median() / KIB),
                    values(points, entries, paths, point -> point.cost().peakHeapBytes() / MIB));
        }
        return table.build("KiB allocated", allocated);
    }

    private static void ratios(TableBuilder table, List<String> paths, int[] columns) {
        int dom = paths.indexOf("dom");
        for (int i = 0; i < paths.size(); i++) {
            if (dom >= 0 && i != dom) {
                table.ratio(paths.get(i) + "/dom", columns[i], columns[dom]);
            }
        }
    }

    private static String verdict(SweepPoint point) {
        SweepPoint.Verdicts verdicts = point.verdicts();
        String served = String.join(", ", verdicts.servedBy());
        return verdicts.verified() + " of " + verdicts.runs() + (served.isEmpty() ? "" : ", " + served)
                + verdicts.refusal().map(reason -> "; refused: " + reason).orElse("");
    }

    private static String bytes(List<SweepPoint> points, int entries, boolean der) {
        return points.stream().filter(point -> point.entries() == entries && point.path().equals("der") == der)
                .findFirst().map(point -> String.valueOf(point.documentBytes())).orElse(Cells.NONE);
    }

    private static double[] values(List<SweepPoint> points, int entries, List<String> paths,
            ToDoubleFunction<SweepPoint> value) {
        return paths.stream().mapToDouble(path -> find(points, entries, path).map(value::applyAsDouble)
                .orElse(Double.NaN)).toArray();
    }

    private static Optional<SweepPoint> find(List<SweepPoint> points, int entries, String path) {
        return points.stream().filter(point -> point.entries() == entries && point.path().equals(path)).findFirst();
    }

    private static List<Integer> lengths(List<SweepPoint> points) {
        return points.stream().map(SweepPoint::entries).distinct().toList();
    }

    private static List<String> paths(List<SweepPoint> points) {
        return points.stream().map(SweepPoint::path).distinct().toList();
    }
}
