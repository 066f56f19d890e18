package org.etp.pharmacy.store;

import java.time.Instant;
import java.util.Optional;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ProcessMemory;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.rejection.Reason;

/**
 * The measurements of one message, stored or not, and for a refused one what the rejected-message log
 * keeps: reason, peer, size and at most {@link #PREFIX_LIMIT} bytes of the payload, never more of it.
 *
 * @param measured whether this was a message with measurements (a {@code message_metrics} row); false for a
 *                 connection closed on a frame that could not be delimited, which is only logged as rejected
 * @param rowId the stored prescription's row, or 0
 */
public record MessageRecord(boolean measured, long rowId, Optional<WireFormat> format, Optional<String> profile, int bytes,
        long decodeMicros, long verifyMicros, long parseMicros, long storeMicros, long totalMicros, ThreadUsage usage,
        ProcessMemory memory, Instant recordedAt, Optional<Rejection> rejection) {

    public static final int PREFIX_LIMIT = 64;

    public record Rejection(Reason reason, String detail, String peer, byte[] payloadPrefix) {

        public Rejection {
            payloadPrefix = payloadPrefix.length > PREFIX_LIMIT
                    ? java.util.Arrays.copyOf(payloadPrefix, PREFIX_LIMIT)
                    : payloadPrefix.clone();
        }

        @Override
        public byte[] payloadPrefix() {
            return payloadPrefix.clone();
        }
    }
}
