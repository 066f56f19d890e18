package org.etp.prescriber.outbox;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.MessageKind;

/**
 * A claimed outbox row on its way: what the sender needs to send it and to report on it. Built with
 * {@link #of(long, String)}.
 */
public record PendingMessage(long id, String prescriptionId, WireFormat format, SignatureAlgorithm algorithm,
        String pharmacyOds, byte[] payload, int attempts, SigningCost cost, MessageKind kind) {

    public PendingMessage {
        payload = payload.clone();
    }

    /** The message of row {@code id}, prescription {@code prescriptionId}; name its other parts before building. */
    static Builder of(long id, String prescriptionId) {
        return new Builder(id, prescriptionId);
    }

    @Override
    public byte[] payload() {
        return payload.clone();
    }

    /** Names each part of a message; parts of different types that belong together are named together. */
    static final class Builder {

        private final long id;
        private final String prescriptionId;
        private MessageKind kind;
        private WireFormat format;
        private SignatureAlgorithm algorithm;
        private byte[] payload;
        private String pharmacyOds;
        private int attempts;
        private SigningCost cost;

        private Builder(long id, String prescriptionId) {
            this.id = id;
            this.prescriptionId = prescriptionId;
        }

        /** What is sent: a SUBMIT or a CANCEL of these signed bytes, in this form and algorithm. */
        Builder message(MessageKind kind, WireFormat format, SignatureAlgorithm algorithm, byte[] payload) {
            this.kind = kind;
            this.format = format;
            this.algorithm = algorithm;
            this.payload = payload;
            return this;
        }

        /** The pharmacy it goes to. */
        Builder pharmacyOds(String pharmacyOds) {
            this.pharmacyOds = pharmacyOds;
            return this;
        }

        /** The attempts begun, this one included. */
        Builder attempts(int attempts) {
            this.attempts = attempts;
            return this;
        }

        /** What signing it cost. */
        Builder cost(SigningCost cost) {
            this.cost = cost;
            return this;
        }

        PendingMessage build() {
            return new PendingMessage(id, prescriptionId, format, algorithm, pharmacyOds, payload, attempts, cost,
                    kind);
        }
    }
}
