package org.etp.pharmacy.measurement;

import java.util.Optional;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.metrics.ProcessMemory;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;

/**
 * Everything measured and decided about one message, once its response is written: what the log line,
 * the Micrometer meters and the metrics row are made of. Built with {@link #of(ResponseFrame)}.
 *
 * @param format    the message's form, once its frame was read
 * @param profile   the certificate's profile, once it was verified
 * @param algorithm the signature algorithm, for a verified signed certificate
 * @param servedBy  which way it was verified (for XML: the engine's path), for a verified certificate
 * @param bytes     the frame's size on the wire
 * @param usage     what the threads that handled it used
 * @param memory    the process's memory when it was answered
 * @param rowId     the stored prescription's row, or 0
 * @param peer      the sender's address
 * @param detail    why it was refused or failed (no patient data: verifier and frame messages name fields, not
 *                  values); empty when it was accepted
 * @param prefix    the start of the frame, for the rejected-message log
 */
public record MessageOutcome(ResponseFrame response, Optional<WireFormat> format, Optional<Profile> profile,
        Optional<SignatureAlgorithm> algorithm, Optional<ServedBy> servedBy, int bytes, ThreadUsage usage,
        ProcessMemory memory, long rowId, String peer, String detail, byte[] prefix) {

    /** The outcome of the message answered with {@code response}; say where it came from before building. */
    public static Builder of(ResponseFrame response) {
        return new Builder(response);
    }

    StageTimings timings() {
        return response.timings();
    }

    Optional<Reason> reason() {
        return response.reason();
    }

    Optional<PrescriptionId> prescriptionId() {
        return response.prescriptionId();
    }

    /**
     * Names each part of an outcome. Unless said otherwise it knows no form, profile or algorithm, used no
     * CPU, stored no row and has no detail; the process's memory is sampled when it is built.
     */
    public static final class Builder {

        private final ResponseFrame response;
        private Optional<WireFormat> format = Optional.empty();
        private Optional<Profile> profile = Optional.empty();
        private Optional<SignatureAlgorithm> algorithm = Optional.empty();
        private Optional<ServedBy> servedBy = Optional.empty();
        private int bytes;
        private ThreadUsage usage = ThreadUsage.ZERO;
        private long rowId;
        private String peer;
        private String detail = "";
        private byte[] prefix;

        private Builder(ResponseFrame response) {
            this.response = response;
        }

        /** Who sent it, how large its frame was, and the first bytes of that frame. */
        public Builder received(String peer, int bytes, byte[] prefix) {
            this.peer = peer;
            this.bytes = bytes;
            this.prefix = prefix;
            return this;
        }

        public Builder format(WireFormat format) {
            this.format = Optional.of(format);
            return this;
        }

        /** What the verified certificate was: its profile, and its signature algorithm when signed. */
        public Builder certificate(Profile profile, Optional<SignatureAlgorithm> algorithm) {
            this.profile = Optional.of(profile);
            this.algorithm = algorithm;
            return this;
        }

        /** Which way the certificate was verified. */
        public Builder servedBy(ServedBy servedBy) {
            this.servedBy = Optional.of(servedBy);
            return this;
        }

        public Builder usage(ThreadUsage usage) {
            this.usage = usage;
            return this;
        }

        public Builder rowId(long rowId) {
            this.rowId = rowId;
            return this;
        }

        public Builder detail(String detail) {
            this.detail = detail;
            return this;
        }

        public MessageOutcome build() {
            if (peer == null || prefix == null) {
                throw new IllegalStateException("an outcome needs the message's peer, size and prefix");
            }
            return new MessageOutcome(response, format, profile, algorithm, servedBy, bytes, usage,
                    ProcessMemory.sample(), rowId, peer, detail, prefix);
        }
    }
}
