package org.etp.prescriber.outbox;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.MessageKind;

/** A claimed outbox row on its way: what the sender needs to send it and to report on it. */
public record PendingMessage(long id, String prescriptionId, WireFormat format, SignatureAlgorithm algorithm,
        String pharmacyOds, byte[] payload, int attempts, long signMicros, long cpuMicros, long cpuUserMicros,
        long cpuSystemMicros, MessageKind kind) {

    public PendingMessage {
        payload = payload.clone();
    }

    @Override
    public byte[] payload() {
        return payload.clone();
    }
}
