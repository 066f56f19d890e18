package org.etp.prescriber.cancelling;

import java.time.Clock;
import java.time.Instant;
import java.util.function.LongConsumer;
import org.etp.ac.codec.CodecException;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CancellationReason;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.outbox.Dispatch;
import org.etp.prescriber.outbox.OutboxEntry;
import org.etp.prescriber.outbox.OutboxRepository;
import org.etp.prescriber.outbox.OutboxStatus;
import org.etp.prescriber.outbox.Unnumbered;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * The one way a prescription is cancelled, from its page or when a new prescription replaces it: the
 * cancellation is signed with the key that signed the prescription and committed to the outbox (kind
 * CANCEL) by {@link Dispatch}, as prescriptions are, and the outbox sends it to the pharmacy. Only the prescriber's
 * own, delivered prescriptions can be cancelled. When signatures are confirmed with a passkey it takes two steps,
 * as a prescription does: {@link #prepare} makes the exact certificate and the SHA-256 its signature will cover,
 * and {@link #cancelConfirmed} signs that very certificate once its prescriber confirmed that digest.
 */
@Service
public class Cancellations {

    private static final Logger log = LoggerFactory.getLogger(Cancellations.class);

    private static final String ALREADY = "This prescription has a cancellation already.";

    private final OutboxRepository outbox;
    private final Dispatch dispatch;
    private final Clock clock;

    Cancellations(OutboxRepository outbox, Dispatch dispatch, Clock clock) {
        this.outbox = outbox;
        this.dispatch = dispatch;
        this.clock = clock;
    }

    /** Why a cancellation was not made, in a sentence for the prescriber. */
    public static final class RefusedException extends Exception {

        private static final long serialVersionUID = 1L;

        RefusedException(String message) {
            super(message);
        }
    }

    /** Signs and queues the cancellation of the prescriber's {@code entry}; refused with a sentence if it cannot be. */
    public void cancel(String username, OutboxEntry entry, CancellationReason reason) throws RefusedException {
        requireCancellable(entry);
        String prescriptionId = entry.prescriptionId();
        try {
            if (dispatch.cancellation(unnumbered(username, entry, reason), entry.prescriberId(), entry.format(),
                    username, reason).isEmpty()) {
                throw new RefusedException(ALREADY);
            }
        } catch (VerificationException | CodecException | TrustException e) {
            throw notSigned(prescriptionId, e);
        }
        log.info("Cancellation of {} queued ({})", prescriptionId, reason.code());
    }

    /**
     * Makes the cancellation of the prescriber's {@code entry} complete and numbered but not signed, with the SHA-256
     * of exactly the bytes its signature will cover, for the prescriber to confirm with a passkey first; refused with
     * a sentence if it cannot be made. Nothing is committed.
     */
    public PreparedCancellation prepare(String username, OutboxEntry entry, CancellationReason reason)
            throws RefusedException {
        requireCancellable(entry);
        if (outbox.cancellation(username, entry.prescriptionId()).isPresent()) {
            throw new RefusedException(ALREADY);
        }
        try {
            PrescriptionCertificate numbered = dispatch.numbered(unnumbered(username, entry, reason));
            return new PreparedCancellation(numbered, entry.prescriptionId(), entry.patientName(),
                    entry.itemSummary(), entry.prescriberId(), entry.format(), reason,
                    dispatch.digestToSign(numbered, entry.prescriberId(), entry.format()));
        } catch (VerificationException | CodecException | TrustException e) {
            throw notSigned(entry.prescriptionId(), e);
        }
    }

    /**
     * Signs and queues a prepared cancellation its prescriber confirmed, with {@code evidence} written beside its
     * outbox row in the same transaction; refused with a sentence if it cannot be (then nothing is committed).
     */
    public void cancelConfirmed(String username, PreparedCancellation prepared, LongConsumer evidence)
            throws RefusedException {
        try {
            if (dispatch.confirmedCancellation(prepared.certificate(), prepared.prescriberId(), prepared.format(),
                    prepared.digest(), username, prepared.reason(), evidence).isEmpty()) {
                throw new RefusedException(ALREADY);
            }
        } catch (CodecException | TrustException e) {
            throw notSigned(prepared.prescriptionId(), e);
        } catch (DuplicateKeyException e) {
            throw new RefusedException("Its serial was taken meanwhile: cancel it again.");
        }
        log.info("Cancellation of {} queued ({}), confirmed with a passkey", prepared.prescriptionId(),
                prepared.reason().code());
    }

    private static void requireCancellable(OutboxEntry entry) throws RefusedException {
        if (entry.status() != OutboxStatus.ACCEPTED && entry.status() != OutboxStatus.DUPLICATE) {
            // sent before the prescription was delivered, a cancellation could overtake it and be refused
            throw new RefusedException("It can be cancelled once the pharmacy has it.");
        }
    }

    private Unnumbered unnumbered(String username, OutboxEntry entry, CancellationReason reason)
            throws VerificationException, CodecException {
        PrescriptionCertificate original = entry.format().codec()
                .decode(outbox.payload(username, entry.prescriptionId()).orElseThrow()).parse();
        Cancellation cancellation = new Cancellation(original.prescriptionId(), reason);
        Instant now = clock.instant();
        return serial -> cancellation.certificate(serial, original.issuer(), original.holder(), now);
    }

    private static RefusedException notSigned(String prescriptionId, Exception e) {
        log.warn("Cancellation of {} could not be signed: {}", prescriptionId, e.getMessage());
        return new RefusedException("The cancellation could not be signed: " + e.getMessage());
    }
}
