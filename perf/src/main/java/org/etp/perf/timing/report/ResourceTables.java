package org.etp.perf.timing.report;

import static org.etp.ac.codec.WireFormat.DER;
import static org.etp.ac.codec.WireFormat.XML;

import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;

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

    private static String label(Profile profile, boolean signed, Side side) {
        return SizeTables.label(profile, signed) + ", " + side.name();
    }

    private static Table cpu(Results results) {
        TableBuilder table = new TableBuilder("cpu", "7. CPU time per message, user and system (µs)",
                "Sender CPU = the sending thread while it encodes (and signs). Recipient CPU = the verification thread"
                        + " (decode, verify, parse) + the message's share of the group commit on the store writer, as "
                        + "the pharmacy records it; the event loop's framing is not included. Totals are exact "
                        + "(per-thread CPU clock); the user/system split comes from the kernel in 10 ms ticks, so it "
                        + "is right as a mean over many messages and its median or p95 would mean nothing. 2004: "
                        + "no figures, only that ASN.1 needed less user CPU than XML on both sides when signed, "
                        + "and XML more system time in almost every case.", "profile, variant, side");
        int der = table.statsColumns("DER");
        table.column("DER user");
        table.column("DER system");
        int xml = table.statsColumns("XML");
        table.column("XML user");
        table.column("XML system");
        table.ratio("XML/DER", xml, der);
        for (boolean signed : results.variants()) {
            for (Profile profile : results.profiles()) {
                for (Side side : SIDES) {
                    table.row(label(profile, signed, side), results.stats(side.cpu(), profile, DER, signed),
                            results.stats(side.user(), profile, DER, signed).mean(),
                            results.stats(side.system(), profile, DER, signed).mean(),
                            results.stats(side.cpu(), profile, XML, signed),
                            results.stats(side.user(), profile, XML, signed).mean(),
                            results.stats(side.system(), profile, XML, signed).mean());
                }
            }
        }
        return table.build("µs CPU", der, xml);
    }

    private static Table memory(Results results) {
        TableBuilder table = new TableBuilder("memory", "8. Memory and page faults per message",
                "Allocated = heap bytes allocated by the same threads as table 7 for the message (mean). RSS = the "
                        + "process's resident set after the message (mean, MiB): a whole-JVM figure, not the "
                        + "message's. Faults = minor and major page faults of those threads (mean per message). "
                        + "2004: no figures, only that without security XML allocated less than ASN.1.",
                "profile, variant, side");
        int der = table.column("DER allocated B");
        table.column("DER RSS MiB");
        table.column("DER minor faults");
        table.column("DER major faults");
        int xml = table.column("XML allocated B");
        table.column("XML RSS MiB");
        table.column("XML minor faults");
        table.column("XML major faults");
        table.ratio("XML/DER allocated", xml, der);
        for (boolean signed : results.variants()) {
            for (Profile profile : results.profiles()) {
                for (Side side : SIDES) {
                    table.row(label(profile, signed, side), memory(results, side, profile, signed, DER),
                            memory(results, side, profile, signed, XML));
                }
            }
        }
        return table.build("bytes allocated", der, xml);
    }

    private static double[] memory(Results results, Side side, Profile profile, boolean signed,
            WireFormat format) {
        return new double[] {results.stats(side.allocated(), profile, format, signed).mean(),
                results.stats(side.rss(), profile, format, signed).mean() / MIB,
                results.stats(side.minor(), profile, format, signed).mean(),
                results.stats(side.major(), profile, format, signed).mean()};
    }
}
