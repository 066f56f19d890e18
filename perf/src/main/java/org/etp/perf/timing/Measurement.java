package org.etp.perf.timing;

import java.util.Optional;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.wire.StageTimings;

/**
 * One message of a series, measured on both sides.
 *
 * @param prescriptionId the ID the pharmacy acknowledged
 * @param bytes the frame's payload as sent: the certificate, after the attachment block in an attached series
 * @param gzipBytes the same payload gzipped (computed, not sent)
 * @param senderNanos wall time to encode the built certificate (and sign it, for a signed series)
 * @param sender the sending thread's resources over the same span
 * @param senderRssBytes the sending process's resident set after the encoding
 * @param roundTripNanos from handing the request to the connection to its ACCEPTED response: one message
 *        in flight, so this includes the pharmacy's durable store and no queueing behind other messages
 * @param server the stage timings the response carried
 * @param recipient the pharmacy's {@code message_metrics} row, when its database can be read
 */
public record Measurement(String prescriptionId, int bytes, int gzipBytes, long senderNanos, ThreadUsage sender,
        long senderRssBytes, long roundTripNanos, StageTimings server, Optional<RecipientUsage> recipient) {

    public Measurement withRecipient(RecipientUsage usage) {
        return new Measurement(prescriptionId, bytes, gzipBytes, senderNanos, sender, senderRssBytes, roundTripNanos,
                server, Optional.of(usage));
    }
}
