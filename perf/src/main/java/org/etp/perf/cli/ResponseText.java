package org.etp.perf.cli;

import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;

/**
 * One response as {@code etp send} prints it: what was sent, the status (with the reason code and name
 * of a refusal), the prescription ID, the server's stage timings and the client's round trip.
 */
final class ResponseText {

    private ResponseText() {
    }

    static String line(String sent, ResponseFrame response, long roundTripNanos) {
        StringBuilder line = new StringBuilder(sent).append(": ").append(response.status());
        response.reason().ifPresent(reason -> line.append(' ').append(reason(reason)));
        line.append(' ').append(response.prescriptionId().map(PrescriptionId::value).orElse("(no prescription ID)"));
        StageTimings server = response.timings();
        line.append(String.format(Locale.ROOT, "  server us: decode %d, verify %d, parse %d, store %d, total %d;"
                + " round trip %.2f ms", server.decodeMicros(), server.verifyMicros(), server.parseMicros(),
                server.storeMicros(), server.totalMicros(),
                roundTripNanos / (double) TimeUnit.MILLISECONDS.toNanos(1)));
        return line.toString();
    }

    /** A reason as people and scripts read it: {@code BAD_SIGNATURE (4)}. */
    static String reason(Reason reason) {
        return reason + " (" + reason.code() + ")";
    }
}
