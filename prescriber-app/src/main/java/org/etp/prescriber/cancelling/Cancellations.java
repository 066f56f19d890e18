package org.etp.prescriber.cancelling;

import java.time.Clock;
import java.time.Instant;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * The one way a prescription is cancelled, from its page or when a new prescription replaces it: the
 * cancellation is signed with the key that signed the prescription and committed to the outbox (kind
 * CANCEL) by {@link Dispatch}, as prescriptions are, and the outbox sends it to the pharmacy. Only the prescriber's own, delivered prescriptions can be cancelled.
 */
@Service
public class Cancellations {

    private static final Logger log = LoggerFactory.getLogger(Cancellations.class);

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
        if (entry.status() != OutboxStatus.ACCEPTED && entry.status() != OutboxStatus.DUPLICATE) {
            // sent before the prescription was delivered, a cancellation could overtake it and be refused
            throw new RefusedException("It can be cancelled once the pharmacy has it.");
        }
        String prescriptionId = entry.prescriptionId();
        try {
            PrescriptionCertificate original = entry.format().codec()
                    .decode(outbox.payload(username, prescriptionId).orElseThrow()).parse();
            Cancellation cancellation = new Cancellation(original.prescriptionId(), reason);
            Instant now = clock.instant();
            if (dispatch.cancellation(serial -> cancellation.certificate(serial, original.issuer(), original.holder(),
                    now), entry.prescriberId(), entry.format(), username, reason).isEmpty()) {
                throw new RefusedException("This prescription has a cancellation already.");
            }
        } catch (VerificationException | CodecException | TrustException e) {
            log.warn("Cancellation of {} could not be signed: {}", prescriptionId, e.getMessage());
            throw new RefusedException("The cancellation could not be signed: " + e.getMessage());
        }
        log.info("Cancellation of {} queued ({})", prescriptionId, reason.code());
    }
}
