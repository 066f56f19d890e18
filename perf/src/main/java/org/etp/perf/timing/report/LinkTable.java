package org.etp.perf.timing.report;

import static org.etp.ac.codec.WireFormat.DER;
import static org.etp.ac.codec.WireFormat.XML;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.LinkResult;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Series;
import org.etp.perf.timing.Stats;
import org.etp.perf.timing.Variant;

/**
 * Table 13, transmission measured: per rate of {@code --link}, the mean time each form's message spent on the
 * rate-limited link (round trip less the pharmacy's own total), beside table 2's theoretical figure for the
 * same bytes and the 2004 study's theoretical figure.
 */
final class LinkTable {

    private LinkTable() {
    }

    static Table of(Results results, Seed2004 seed) {
        TableBuilder table = new TableBuilder("link", "13. Transmission, measured on a rate-limited link (ms)",
                "Mean of (round trip − the pharmacy's total stage time) per message across a veth pair held to each "
                        + "rate by tc tbf both ways: the request's bytes with its frame, TCP/IP and Ethernet headers, "
                        + "and the small response back. \"theory\" is table 2's size × 8 / rate for the same messages; "
                        + "2004 is the study's theoretical figure (DER and XML only).", "profile, variant");
        List<WireFormat> forms = results.forms();
        List<Integer> charted = new ArrayList<>();
        for (LinkResult link : results.links()) {
            for (int column : table.forms(forms, " " + link.rate() + " measured")) {
                charted.add(column);
            }
            forms.forEach(form -> table.column(form + " " + link.rate() + " theory"));
            table.column("2004 ASN.1 " + link.rate());
            table.column("2004 XML " + link.rate());
        }
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                List<Object> values = new ArrayList<>();
                for (LinkResult link : results.links()) {
                    String quantity = "transmit_" + link.rate() + "_" + variant.id();
                    Stats[] measured = forms.stream().map(form -> stats(link, results, profile, form, variant,
                            Metric.TRANSFER)).toArray(Stats[]::new);
                    for (Stats each : measured) {
                        values.add(each.mean() / 1_000);
                    }
                    for (WireFormat form : forms) {
                        values.add(link.rate().millis(stats(link, results, profile, form, variant, Metric.BYTES).mean()));
                    }
                    values.add(seed.figure(quantity, profile, DER));
                    values.add(seed.figure(quantity, profile, XML));
                }
                table.row(SizeTables.label(profile, variant), values.toArray());
            }
        }
        return table.build("ms measured", charted.stream().mapToInt(Integer::intValue).toArray());
    }

    private static Stats stats(LinkResult link, Results results, Profile profile, WireFormat form, Variant variant,
            Metric metric) {
        Series wanted = new Series(profile, form, variant, results.algorithm());
        return link.series().stream().filter(result -> result.series().equals(wanted)).findFirst()
                .map(result -> result.stats(metric)).orElse(Stats.NONE);
    }
}
