package org.etp.ac.receipt;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;

/**
 * The answer about one requested prescription: its latest receipt; or, to a request that
 * {@link StatusRequest#askReceived asked}, the time the pharmacy received it when it has no outcome yet; or
 * nothing. Nothing means "nothing for you": the pharmacy does not know the ID, or it is another prescriber's
 * prescription, or (to a request that did not ask) no outcome has been recorded yet — one answer for all, so
 * that it tells nobody which IDs exist. The received time goes only to the prescription's own signer, as a
 * receipt does. A receipt comes with the chain of the certificate that signed it ({@code signer}) only to a request
 * that {@link StatusRequest#askSigner asked} for it.
 */
public record StatusEntry(PrescriptionId prescriptionId, Optional<EncodedReceipt> receipt,
        Optional<Instant> receivedAt, Optional<SignerChain> signer) {

    public StatusEntry {
        if (prescriptionId == null || receipt == null || receivedAt == null || signer == null) {
            throw new IllegalArgumentException("a status entry needs a prescription ID, and a receipt or a received"
                    + " time or neither");
        }
        if (receipt.isPresent() && receivedAt.isPresent()) {
            throw new IllegalArgumentException("a status entry carries a receipt or a received time, not both");
        }
        if (signer.isPresent() && receipt.isEmpty()) {
            throw new IllegalArgumentException("a status entry carries a signer chain only with a receipt");
        }
        receivedAt = receivedAt.map(at -> at.truncatedTo(ChronoUnit.SECONDS));
    }

    /** An entry with a receipt or a received time or neither, and no signer chain. */
    public StatusEntry(PrescriptionId prescriptionId, Optional<EncodedReceipt> receipt,
            Optional<Instant> receivedAt) {
        this(prescriptionId, receipt, receivedAt, Optional.empty());
    }

    /** An entry with the latest receipt, or nothing. */
    public StatusEntry(PrescriptionId prescriptionId, Optional<EncodedReceipt> receipt) {
        this(prescriptionId, receipt, Optional.empty());
    }

    /** This entry with its receipt's signer chain, {@code chain}; an entry without a receipt stays as it is. */
    public StatusEntry withSigner(SignerChain chain) {
        return receipt.isEmpty() ? this : new StatusEntry(prescriptionId, receipt, receivedAt, Optional.of(chain));
    }

    public static StatusEntry nothing(PrescriptionId id) {
        return new StatusEntry(id, Optional.empty());
    }

    /** The entry of a prescription received at {@code at} with no outcome yet. */
    public static StatusEntry received(PrescriptionId id, Instant at) {
        return new StatusEntry(id, Optional.empty(), Optional.of(at));
    }
}
