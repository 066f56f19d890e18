package org.etp.perf.timing.report;

import static org.etp.ac.codec.WireFormat.DER;
import static org.etp.ac.codec.WireFormat.XML;

import java.util.Arrays;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Variant;

/**
 * Tables 1 and 2: sizes on the wire, gzipped sizes, and what they take to send over slow and fast links, in
 * every form measured, beside the 2004 figures (DER and XML only).
 */
final class SizeTables {

    private SizeTables() {
    }

    static List<Table> of(Results results, Seed2004 seed) {
        return List.of(sizes(results, seed), transmission(results, seed));
    }

    static String label(Profile profile, Variant variant) {
        return profile.id() + ", " + variant.label();
    }

    private static Table sizes(Results results, Seed2004 seed) {
        TableBuilder table = new TableBuilder("sizes", "1. Size in bytes, and gzipped",
                "Mean size of the certificates sent (content varies a little from one sample to the next). Signed "
                        + "with " + results.algorithm().id() + ". Certificate attached: the frame's payload, the "
                        + "attachment block (the signer's certificate, the prescriber CA's and a stapled OCSP answer, "
                        + "in their DER framing) and the certificate after it; no row counts the 16-byte frame header. "
                        + "gzip is computed, not sent, over the same bytes. 2004: DER (\"ASN.1\") and DOM XML, zipped "
                        + "XML only, nothing attached; no OER.", "profile, variant");
        List<WireFormat> forms = results.forms();
        int[] ours = table.forms(forms, "");
        int[] gzip = forms.stream().mapToInt(form -> table.column("gzip " + form)).toArray();
        int[] theirs = table.pair("2004 ASN.1", "2004 XML", "2004 XML/ASN.1");
        int seedZip = table.column("2004 zipped XML");
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                String quantity = "size_" + variant.id();
                table.row(label(profile, variant), means(results, Metric.BYTES, profile, variant),
                        means(results, Metric.GZIP_BYTES, profile, variant),
                        seed.figure(quantity, profile, DER), seed.figure(quantity, profile, XML),
                        seed.figure("zipped_" + variant.id(), profile, XML));
            }
        }
        return table.build("bytes", concat(ours, gzip, theirs, new int[] {seedZip}));
    }

    private static Table transmission(Results results, Seed2004 seed) {
        TableBuilder table = new TableBuilder("transmission", "2. Theoretical transmission time (ms)",
                "The mean size of table 1 at 64 kbit/s, 256 kbit/s and 10 Mbit/s (1 kbit = 1000 bits), without "
                        + "framing or TCP overhead, as the 2004 study computed it (which had no OER).",
                "profile, variant");
        List<WireFormat> forms = results.forms();
        int[] ours = table.forms(forms, " 64k");
        int[] theirs = table.pair("2004 ASN.1 64k", "2004 XML 64k", "2004 XML/ASN.1");
        forms.forEach(form -> table.column(form + " 256k"));
        table.column("2004 ASN.1 256k");
        table.column("2004 XML 256k");
        forms.forEach(form -> table.column(form + " 10M"));
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                double[] bytes = means(results, Metric.BYTES, profile, variant);
                String v = variant.id();
                table.row(label(profile, variant), millis(bytes, 64),
                        seed.figure("transmit_64k_" + v, profile, DER), seed.figure("transmit_64k_" + v, profile, XML),
                        millis(bytes, 256), seed.figure("transmit_256k_" + v, profile, DER),
                        seed.figure("transmit_256k_" + v, profile, XML), millis(bytes, 10_000));
            }
        }
        return table.build("ms at 64 kbit/s", concat(ours, theirs));
    }

    /** The mean of {@code metric} in each measured form, in the order of {@link Results#forms()}. */
    static double[] means(Results results, Metric metric, Profile profile, Variant variant) {
        return means(results, results.forms(), metric, profile, variant);
    }

    /** The mean of {@code metric} in each of {@code forms}, in that order. */
    static double[] means(Results results, List<WireFormat> forms, Metric metric, Profile profile, Variant variant) {
        return forms.stream().mapToDouble(form -> results.stats(metric, profile, form, variant).mean()).toArray();
    }

    static int[] concat(int[]... parts) {
        return Arrays.stream(parts).flatMapToInt(Arrays::stream).toArray();
    }

    private static double[] millis(double[] bytes, double kilobits) {
        return Arrays.stream(bytes).map(each -> millis(each, kilobits)).toArray();
    }

    /** Milliseconds to send {@code bytes} at {@code kilobits} per second. */
    static double millis(double bytes, double kilobits) {
        return bytes * 8 / kilobits;
    }
}
