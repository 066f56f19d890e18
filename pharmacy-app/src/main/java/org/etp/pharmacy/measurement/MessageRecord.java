package org.etp.pharmacy.measurement;

import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ProcessMemory;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.StageTimings;

/**
 * What is kept of one message, stored or not: its measurements (a {@code message_metrics} row) and, for a
 * refused one, what the rejected-message log keeps: reason, peer, size and at most {@link #PREFIX_LIMIT}
 * bytes of the payload, never more of it.
 *
 * @param bytes     the frame's size on the wire
 * @param metrics   its measurements; none for a connection closed on a frame that could not be delimited,
 *                  which is only logged as rejected
 * @param rejection why it was refused, for a refused message
 */
record MessageRecord(Instant recordedAt, int bytes, Optional<Metrics> metrics, Optional<Rejection> rejection) {

    static final int PREFIX_LIMIT = 64;

    /**
     * The measurements of one message.
     *
     * @param rowId   the stored prescription's row, or 0
     * @param profile the profile's id, once known
     * @param servedBy which way it was verified ({@link ServedBy#id()}), once verified
     */
    record Metrics(long rowId, Optional<WireFormat> format, Optional<String> profile, Optional<String> servedBy,
            StageTimings timings, ThreadUsage usage, ProcessMemory memory) {
    }

    /** Why a message was refused, and by whom it was sent. */
    record Rejection(Reason reason, String detail, String peer, byte[] payloadPrefix) {

        Rejection {
            payloadPrefix = payloadPrefix.length > PREFIX_LIMIT
                    ? Arrays.copyOf(payloadPrefix, PREFIX_LIMIT)
                    : payloadPrefix.clone();
        }

        @Override
        public byte[] payloadPrefix() {
            return payloadPrefix.clone();
        }
    }
}
