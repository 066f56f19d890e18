package org.etp.perf.timing.report;

import static org.etp.ac.codec.WireFormat.DER;
import static org.etp.ac.codec.WireFormat.XML;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.Variant;

/**
 * The timing tables shaped like the seed's (3–6), end-to-end latency (9) and the summary printed on the
 * console: per profile, every form measured side by side (DER, XML, OER), each as mean, median, p95 and
 * standard deviation in µs, with the 2004 figure (converted from ms; DER and XML only) beside ours.
 */
final class TimingTables {

    /** How a row signed with a key in a token is told from its software twin. */
    static final String TOKEN_ROW = "key in token";

    private TimingTables() {
    }

    static Table summary(Results results) {
        TableBuilder table = new TableBuilder("summary", "Summary: means per message",
                "Sizes in bytes, times in µs, means over the runs. Sender: encode (and sign) the built certificate. "
                        + "Recipient: the pharmacy's decode + verify + parse. Round trip: send to ACCEPTED, including"
                        + " the durable store, one message in flight.", "profile, variant");
        List<WireFormat> forms = results.forms();
        forms.forEach(form -> table.column(form + " bytes"));
        forms.forEach(form -> table.column(form + " sender"));
        int[] recipient = table.forms(forms, " recipient");
        int[] roundTrip = forms.stream().mapToInt(form -> table.column(form + " round trip")).toArray();
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                List<Object> values = new ArrayList<>();
                for (Metric metric : List.of(Metric.BYTES, Metric.SENDER_ENCODE, Metric.RECIPIENT_VERIFY_DECODE,
                        Metric.ROUND_TRIP)) {
                    values.add(SizeTables.means(results, metric, profile, variant));
                }
                table.row(SizeTables.label(profile, variant), values.toArray());
            }
        }
        return table.build("µs", SizeTables.concat(recipient, roundTrip));
    }

    static List<Table> seedShaped(Results results, Seed2004 seed) {
        String recipient = "The pharmacy's own stage timings from each response (decode + verify + parse, µs "
                + "resolution); the store is not included. ";
        return List.of(
                timing(results, seed, "encode-unsigned", "3. Sender encoding time, unsigned (µs)",
                        "Encoding the built certificate on the sending thread, wall time. ",
                        Metric.SENDER_ENCODE, Variant.UNSIGNED, "encode_unsigned_ms"),
                timing(results, seed, "decode-unsigned", "4. Recipient decoding time, unsigned (µs)", recipient,
                        Metric.RECIPIENT_VERIFY_DECODE, Variant.UNSIGNED, "decode_unsigned_ms"),
                timing(results, seed, "sign-encode", "5. Sender signing + encoding time (µs)",
                        "Encoding and signing with " + results.algorithm().id() + " on the sending thread, the key "
                                + "in software; the rows 'key in token' sign with a key inside a SoftHSM2 token "
                                + "(PKCS#11 through SunPKCS11), the same prescriptions (none when the run had no "
                                + "token: the setup's 'token' says why). ",
                        Metric.SENDER_ENCODE, Variant.SIGNED, "sign_encode_ms"),
                timing(results, seed, "verify-decode", "6. Recipient verification + decoding time (µs)",
                        recipient + "Verification includes the registry lookup, the signature, validity and content"
                                + " checks. ", Metric.RECIPIENT_VERIFY_DECODE, Variant.SIGNED, "verify_decode_ms"));
    }

    static Table latency(Results results) {
        TableBuilder table = new TableBuilder("latency", "9. End-to-end latency, including the durable store (µs)",
                "From handing the request to the connection to its ACCEPTED response, which the pharmacy sends only "
                        + "after the commit. One message in flight: no queueing. The store columns are the pharmacy's "
                        + "own store stage (hand-over to the writer until the commit returns). The 2004 study has no "
                        + "such figure.", "profile, variant");
        List<WireFormat> forms = results.forms();
        int[] roundTrip = table.statsForms(forms);
        forms.forEach(form -> table.column(form + " store mean"));
        for (Variant variant : results.variants()) {
            for (Profile profile : results.profiles()) {
                List<Object> values = new ArrayList<>();
                forms.forEach(form -> values.add(results.stats(Metric.ROUND_TRIP, profile, form, variant)));
                values.add(SizeTables.means(results, Metric.RECIPIENT_STORE, profile, variant));
                table.row(SizeTables.label(profile, variant), values.toArray());
            }
        }
        return table.build("µs", roundTrip);
    }

    private static Table timing(Results results, Seed2004 seed, String id, String title, String note, Metric metric,
            Variant variant, String seedQuantity) {
        TableBuilder table = new TableBuilder(id, title, note + "2004: the same operation in ms, shown in µs; no OER.",
                "profile");
        List<WireFormat> forms = results.forms();
        int[] ours = table.statsForms(forms);
        int[] theirs = table.pair("2004 ASN.1", "2004 XML", "2004 XML/ASN.1");
        for (Profile profile : results.profiles()) {
            List<Object> values = new ArrayList<>();
            forms.forEach(form -> values.add(results.stats(metric, profile, form, variant)));
            values.add(micros(seed, seedQuantity, profile, DER));
            values.add(micros(seed, seedQuantity, profile, XML));
            table.row(profile.id(), values.toArray());
            if (metric == Metric.SENDER_ENCODE && variant == Variant.SIGNED && results.hasToken(profile)) {
                List<Object> token = new ArrayList<>();
                forms.forEach(form -> token.add(results.stats(metric, profile, form, Variant.TOKEN)));
                token.add(OptionalDouble.empty());
                token.add(OptionalDouble.empty());
                table.row(profile.id() + ", " + TOKEN_ROW, token.toArray());
            }
        }
        return table.build("µs", SizeTables.concat(ours, theirs));
    }

    private static OptionalDouble micros(Seed2004 seed, String quantity, Profile profile, WireFormat format) {
        OptionalDouble millis = seed.figure(quantity, profile, format);
        return millis.isPresent() ? OptionalDouble.of(millis.getAsDouble() * 1000) : millis;
    }
}
