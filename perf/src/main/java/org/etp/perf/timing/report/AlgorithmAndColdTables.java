package org.etp.perf.timing.report;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.perf.timing.Measurement;
import org.etp.perf.timing.Metric;
import org.etp.perf.timing.Results;
import org.etp.perf.timing.SeriesResult;
import org.etp.perf.timing.Variant;

/** Table 10, the signature algorithms after seed 003, and table 11, the first message of each series. */
final class AlgorithmAndColdTables {

    private AlgorithmAndColdTables() {
    }

    static Table algorithms(Results results) {
        TableBuilder table = new TableBuilder("algorithms", "10. Signature algorithms: sign, verify, signed size",
                "Prescription profile. Sign = encode and sign on the sending thread; verify = the pharmacy's decode "
                        + "+ verify + parse (µs). After seed 003 (MSDN, RSA-1024 v DSA-512 on .NET: DSA signed ~29 % "
                        + "faster, RSA verified ~29 % faster); here RSA-2048, ECDSA P-256 and Ed25519, the keys in "
                        + "software, and the rows 'in token' with the key inside a SoftHSM2 token (no Ed25519 there).",
                "algorithm, form");
        int sign = table.statsColumns("sign");
        int verify = table.statsColumns("verify");
        table.column("signed bytes");
        for (SignatureAlgorithm algorithm : results.algorithms()) {
            for (WireFormat format : results.forms()) {
                table.row(algorithm.id() + ", " + format.id(),
                        results.stats(Metric.SENDER_ENCODE, Profile.PRESCRIPTION, format, algorithm),
                        results.stats(Metric.RECIPIENT_VERIFY_DECODE, Profile.PRESCRIPTION, format, algorithm),
                        results.stats(Metric.BYTES, Profile.PRESCRIPTION, format, algorithm).mean());
            }
        }
        for (SignatureAlgorithm algorithm : results.tokenAlgorithms()) {
            for (WireFormat format : results.forms()) {
                table.row(algorithm.id() + " in token, " + format.id(),
                        results.stats(Metric.SENDER_ENCODE, Profile.PRESCRIPTION, format, Variant.TOKEN, algorithm),
                        results.stats(Metric.RECIPIENT_VERIFY_DECODE, Profile.PRESCRIPTION, format, Variant.TOKEN,
                                algorithm),
                        results.stats(Metric.BYTES, Profile.PRESCRIPTION, format, Variant.TOKEN, algorithm).mean());
            }
        }
        return table.build("µs", sign, verify);
    }

    static Table cold(Results results) {
        TableBuilder table = new TableBuilder("cold", "11. The first (cold) message of each series against the warm "
                + "median (µs)", "The first message of each series, sent before any warm-up; only the very first "
                        + "series meets two fresh JVMs, the later ones find code their predecessors compiled. Warm = "
                        + "median of the measured runs. Not part of any other table.", "series");
        int firstRoundTrip = table.column("first round trip");
        int warmRoundTrip = table.column("warm round trip");
        table.ratio("first/warm", firstRoundTrip, warmRoundTrip);
        int firstSender = table.column("first sender");
        int warmSender = table.column("warm sender");
        table.ratio("first/warm sender", firstSender, warmSender);
        table.column("first recipient");
        table.column("warm recipient");
        for (SeriesResult result : results.series()) {
            Measurement first = result.first();
            table.row(result.series().toString(), Metric.ROUND_TRIP.of(first), result.stats(Metric.ROUND_TRIP).median(),
                    Metric.SENDER_ENCODE.of(first), result.stats(Metric.SENDER_ENCODE).median(),
                    Metric.RECIPIENT_VERIFY_DECODE.of(first),
                    result.stats(Metric.RECIPIENT_VERIFY_DECODE).median());
        }
        return table.build("µs", firstRoundTrip, warmRoundTrip);
    }
}
