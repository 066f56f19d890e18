package org.etp.prescriber.outbox;

import org.etp.ac.codec.WireFormat;

/**
 * A prescription the pharmacy accepted and has not yet sent a final receipt for ({@link DeliveredPrescriptions}):
 * its outbox row, its ID, the PKI id of the key that signed it (who may ask about it), and its own signed
 * certificate exactly as sent (what a receipt must name by digest).
 */
public record AwaitingReceipt(long outboxId, String prescriptionId, String prescriberId, WireFormat format,
        byte[] certificate) {

    public AwaitingReceipt {
        if (prescriptionId == null || prescriberId == null || format == null || certificate == null) {
            throw new IllegalArgumentException("an outstanding prescription needs its ID, form and certificate");
        }
        certificate = certificate.clone();
    }

    @Override
    public byte[] certificate() {
        return certificate.clone();
    }
}
