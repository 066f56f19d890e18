package org.etp.perf.timing.report;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Variant;

/** Tables 7 and 8: CPU time, memory and page faults per message, on the sender's side and the recipient's. */
final class ResourceTables {

    private static final double MIB = 1024 * 1024;

    private ResourceTables() {
    }

    /** The metrics of one side: CPU total, user, system; allocated, RSS, minor and major faults. */
    private record Side(String name, Metric cpu, Metric user, Metric system, Metric allocated, Metric rss,
            Metric minor, Metric major) {
    }

    private static final List<Side> SIDES = List.of(
            new Side("sender", Metric.SENDER_CPU, Metric.SENDER_CPU_USER, Metric.SENDER_CPU_SYSTEM,
                    Metric.SENDER_ALLOCATED, Metric.SENDER_RSS, Metric.SENDER_MINOR_FAULTS, Metric.SENDER_MAJOR_FAULTS),
            new Side("recipient", Metric.RECIPIENT_CPU, Metric.RECIPIENT_CPU_USER, Metric.RECIPIENT_CPU_SYSTEM,
                    Metric.RECIPIENT_ALLOCATED, Metric.RECIPIENT_RSS, Metric.RECIPIENT_MINOR_FAULTS,
                    Metric.RECIPIENT_MAJOR_FAULTS));

    static List<Table> of(Results results) {
        return List.of(cpu(results), memory(results));
    }

    private static String label(Profile profile, Variant variant, Side side) {
        return SizeTables.label(profile, variant) + ", " + side.name();
    }

    private static Table cpu(Results results) {
        TableBuilder table = new TableBuilder("cpu", "7. CPU time per message, user and system (µs)",
                "Sender CPU = the sending thread while it encodes (and signs). Recipient CPU = the verification thread"
                        + " (decode, verify, parse) + the message's share of the group commit on the store writer, as "
                        + "the pharmacy records it; the event loop's framing is not included. Totals are exact "
                        + "(per-thread CPU clock); the user/system split comes from the kernel in the "
                        + "ratio of its 10 ms tick samples, so it "
                        + "is right as a mean over many messages and its median or p95 would mean nothing. 2004: "
                        + "no figures, only that ASN.1 needed less user CPU than XML on both sides when signed, "
                        + "and XML more system time in almost every case; no OER.", "profile, variant, side");
        List<WireFormat> forms = results.forms();
        int[] cpu = new int[forms.size()];
        for (int i = 0; i < forms.size(); i++) {
            cpu[i] = table.statsColumns(forms.get(i).name());
            table.column(forms.get(i) + " user");
            table.column(forms.get(i) + " system");
        }
        for (int i = 1; i < forms.size(); i++) {
            table.ratio(forms.get(i) + "/" + forms.get(0), cpu[i], cpu[0]);
        }
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                for (Side side : SIDES) {
                    List<Object> values = new ArrayList<>();
                    for (WireFormat form : forms) {
                        values.add(results.stats(side.cpu(), profile, form, variant));
                        values.add(results.stats(side.user(), profile, form, variant).mean());
                        values.add(results.stats(side.system(), profile, form, variant).mean());
                    }
                    table.row(label(profile, variant, side), values.toArray());
                }
            }
        }
        return table.build("µs CPU", cpu);
    }

    private static Table memory(Results results) {
        TableBuilder table = new TableBuilder("memory", "8. Memory and page faults per message",
                "Allocated = heap bytes allocated by the same threads as table 7 for the message (mean). RSS = the "
                        + "process's resident set after the message (mean, MiB): a whole-JVM figure, not the "
                        + "message's. Faults = minor and major page faults of those threads (mean per message). "
                        + "2004: no figures, only that without security XML allocated less than ASN.1.",
                "profile, variant, side");
        List<WireFormat> forms = results.forms();
        int[] allocated = new int[forms.size()];
        for (int i = 0; i < forms.size(); i++) {
            allocated[i] = table.column(forms.get(i) + " allocated B");
            table.column(forms.get(i) + " RSS MiB");
            table.column(forms.get(i) + " minor faults");
            table.column(forms.get(i) + " major faults");
        }
        for (int i = 1; i < forms.size(); i++) {
            table.ratio(forms.get(i) + "/" + forms.get(0) + " allocated", allocated[i], allocated[0]);
        }
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                for (Side side : SIDES) {
                    table.row(label(profile, variant, side), forms.stream()
                            .map(form -> memory(results, side, profile, variant, form)).toArray());
                }
            }
        }
        return table.build("bytes allocated", allocated);
    }

    private static double[] memory(Results results, Side side, Profile profile, Variant variant,
            WireFormat format) {
        return new double[] {results.stats(side.allocated(), profile, format, variant).mean(),
                results.stats(side.rss(), profile, format, variant).mean() / MIB,
                results.stats(side.minor(), profile, format, variant).mean(),
                results.stats(side.major(), profile, format, variant).mean()};
    }
}
