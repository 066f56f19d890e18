package org.etp.prescriber.cancelling;

import java.util.HexFormat;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;

/**
 * The cancellation of one of the prescriber's prescriptions made complete — serial, signer, reason — but not signed,
 * waiting for its prescriber to confirm it with a passkey: {@code digest} is the SHA-256 of exactly the bytes its
 * signature will cover.
 *
 * @param prescriptionId the prescription it cancels
 * @param patientName    that prescription's patient, as the prescriber's outbox names them, for the page that asks
 * @param itemSummary    that prescription's items, likewise
 */
public record PreparedCancellation(PrescriptionCertificate certificate, String prescriptionId, String patientName,
        String itemSummary, String prescriberId, WireFormat format, CancellationReason reason, byte[] digest) {

    public PreparedCancellation {
        if (certificate == null || prescriptionId == null || prescriberId == null || format == null || reason == null
                || digest == null || digest.length != 32) {
            throw new IllegalArgumentException("a prepared cancellation has its certificate, prescription, signer,"
                    + " form, reason and the SHA-256 to be confirmed");
        }
        digest = digest.clone();
    }

    @Override
    public byte[] digest() {
        return digest.clone();
    }

    public String digestHex() {
        return HexFormat.of().formatHex(digest);
    }
}
