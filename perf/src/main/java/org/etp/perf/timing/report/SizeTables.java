package org.etp.perf.timing.report;

import static org.etp.ac.codec.WireFormat.DER;
import static org.etp.ac.codec.WireFormat.XML;

import java.util.List;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;

/** Tables 1 and 2: sizes on the wire, gzipped sizes, and what they take to send over slow and fast links. */
final class SizeTables {

    private SizeTables() {
    }

    static List<Table> of(Results results, Seed2004 seed) {
        return List.of(sizes(results, seed), transmission(results, seed));
    }

    static String label(Profile profile, boolean signed) {
        return profile.id() + ", " + (signed ? "signed" : "unsigned");
    }

    private static String variant(boolean signed) {
        return signed ? "signed" : "unsigned";
    }

    private static Table sizes(Results results, Seed2004 seed) {
        TableBuilder table = new TableBuilder("sizes", "1. Size in bytes, and gzipped",
                "Mean size of the certificates sent (content varies a little from one sample to the next). Signed "
                        + "with " + results.algorithm().id() + ". gzip is computed, not sent. 2004: DER (\"ASN.1\") "
                        + "and DOM XML, zipped XML only.", "profile, variant");
        int[] ours = table.pair("DER", "XML", "XML/DER");
        table.column("gzip DER");
        int gzipXml = table.column("gzip XML");
        int[] theirs = table.pair("2004 ASN.1", "2004 XML", "2004 XML/ASN.1");
        int seedZip = table.column("2004 zipped XML");
        for (boolean signed : results.variants()) {
            for (Profile profile : results.profiles()) {
                String quantity = "size_" + variant(signed);
                table.row(label(profile, signed), results.stats(Metric.BYTES, profile, DER, signed).mean(),
                        results.stats(Metric.BYTES, profile, XML, signed).mean(),
                        results.stats(Metric.GZIP_BYTES, profile, DER, signed).mean(),
                        results.stats(Metric.GZIP_BYTES, profile, XML, signed).mean(),
                        seed.figure(quantity, profile, DER), seed.figure(quantity, profile, XML),
                        seed.figure("zipped_" + variant(signed), profile, XML));
            }
        }
        return table.build("bytes", ours[0], ours[1], gzipXml, theirs[0], theirs[1], seedZip);
    }

    private static Table transmission(Results results, Seed2004 seed) {
        TableBuilder table = new TableBuilder("transmission", "2. Theoretical transmission time (ms)",
                "The mean size of table 1 at 64 kbit/s, 256 kbit/s and 10 Mbit/s (1 kbit = 1000 bits), without "
                        + "framing or TCP overhead, as the 2004 study computed it.", "profile, variant");
        int[] ours = table.pair("DER 64k", "XML 64k", "XML/DER");
        int[] theirs = table.pair("2004 ASN.1 64k", "2004 XML 64k", "2004 XML/ASN.1");
        table.column("DER 256k");
        table.column("XML 256k");
        table.column("2004 ASN.1 256k");
        table.column("2004 XML 256k");
        table.column("DER 10M");
        table.column("XML 10M");
        for (boolean signed : results.variants()) {
            for (Profile profile : results.profiles()) {
                double derBytes = results.stats(Metric.BYTES, profile, DER, signed).mean();
                double xmlBytes = results.stats(Metric.BYTES, profile, XML, signed).mean();
                String v = variant(signed);
                table.row(label(profile, signed), millis(derBytes, 64), millis(xmlBytes, 64),
                        seed.figure("transmit_64k_" + v, profile, DER), seed.figure("transmit_64k_" + v, profile, XML),
                        millis(derBytes, 256), millis(xmlBytes, 256),
                        seed.figure("transmit_256k_" + v, profile, DER),
                        seed.figure("transmit_256k_" + v, profile, XML),
                        millis(derBytes, 10_000), millis(xmlBytes, 10_000));
            }
        }
        return table.build("ms at 64 kbit/s", ours[0], ours[1], theirs[0], theirs[1]);
    }

    /** Milliseconds to send {@code bytes} at {@code kilobits} per second. */
    static double millis(double bytes, double kilobits) {
        return bytes * 8 / kilobits;
    }
}
