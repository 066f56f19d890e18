package org.etp.perf.timing.report;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Variant;

/**
 * Table 12, shaped like seed 004's (Kumar &amp; Whyte, IEEE 1609.2 in DER, PER and OER): per profile, the size
 * and the decode time of each form side by side, DER first, with each form's ratio to DER. Decode is the
 * pharmacy's own stage timing (decode + parse, and verify for the signed rows), as in tables 4 and 6.
 */
final class FormTable {

    /** The seed's order: the two ASN.1 encodings first, then XML and any other form. */
    private static final List<WireFormat> ORDER = Stream.concat(Stream.of(WireFormat.DER, WireFormat.OER),
            Arrays.stream(WireFormat.values())).distinct().toList();

    private FormTable() {
    }

    static Table of(Results results) {
        TableBuilder table = new TableBuilder("forms", "12. DER v OER v XML: size and decode time, after seed 004",
                "Mean bytes on the wire and mean recipient decode time (µs; decode + parse, and the signature check "
                        + "in the signed rows) per message, each form's ratio to the first. Seed 004 compared DER, PER "
                        + "and OER this way for IEEE 1609.2 certificates; the 2004 study has no OER.",
                "profile, variant");
        List<WireFormat> forms = ORDER.stream().filter(results.forms()::contains).toList();
        table.forms(forms, " bytes");
        int[] decode = table.forms(forms, " decode");
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                table.row(SizeTables.label(profile, variant),
                        SizeTables.means(results, forms, Metric.BYTES, profile, variant),
                        SizeTables.means(results, forms, Metric.RECIPIENT_VERIFY_DECODE, profile, variant));
            }
        }
        return table.build("µs decode", decode);
    }
}
