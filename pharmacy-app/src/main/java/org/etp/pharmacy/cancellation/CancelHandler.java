package org.etp.pharmacy.cancellation;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.intake.CertificateVerification.Verified;
import org.etp.pharmacy.intake.CertificateVerification;
import org.etp.pharmacy.intake.IntakeExecutor;
import org.etp.pharmacy.intake.IntakeRequest;
import org.etp.pharmacy.intake.MessageHandler;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * CANCEL: one signed cancellation certificate, verified and then applied in its own transaction
 * ({@link Cancellations}), both on the database pool, since the transaction waits on the row's lock; answered
 * after the commit: ACCEPTED when cancelled, DUPLICATE when cancelled before, REJECTED ALREADY_DISPENSED,
 * UNKNOWN_PRESCRIBER (not the prescription's signer, or no such prescription: a security event) or UNSIGNED, and
 * ERROR when the store did not commit.
 */
@Component
class CancelHandler implements MessageHandler {

    private static final Logger log = LoggerFactory.getLogger(CancelHandler.class);
    /** Events a security reviewer watches for, apart from the per-message lines. */
    private static final Logger securityEvents = LoggerFactory.getLogger("org.etp.pharmacy.security-events");
    private static final Set<Profile> CARRIED = EnumSet.of(Profile.CANCELLATION);

    private final CertificateVerification verification;
    private final Cancellations cancellations;

    CancelHandler(CertificateVerification verification, Cancellations cancellations) {
        this.verification = verification;
        this.cancellations = cancellations;
    }

    @Override
    public MessageKind kind() {
        return MessageKind.CANCEL;
    }

    @Override
    public IntakeExecutor executor() {
        return IntakeExecutor.DATABASE;
    }

    @Override
    public CompletionStage<MessageOutcome> handle(IntakeRequest request) {
        return verification.then(request, CARRIED, verified -> CompletableFuture.completedFuture(
                cancel(request, verified)));
    }

    /** Applies a verified cancellation in its own transaction on this thread; answers after the commit. */
    private MessageOutcome cancel(IntakeRequest request, Verified verified) {
        VerifiedPrescription prescription = verified.prescription();
        PrescriptionId id = prescription.certificate().prescriptionId();
        long started = System.nanoTime();
        CancelOutcome result;
        try {
            result = cancellations.cancel(prescription);
        } catch (RuntimeException e) {
            log.error("Cancellation of {} failed in the store", id.value(), e);
            result = null;
        }
        StageTimings timings = request.timings(prescription.timings(), System.nanoTime() - started);
        long requestId = request.frame().requestId();
        ResponseFrame response = result == null ? ResponseFrame.error(requestId, Optional.of(id), timings)
                : switch (result) {
                    case CANCELLED -> ResponseFrame.accepted(requestId, id, timings);
                    case ALREADY_CANCELLED -> ResponseFrame.duplicate(requestId, id, timings);
                    case ALREADY_DISPENSED -> ResponseFrame.rejected(requestId, Reason.ALREADY_DISPENSED,
                            Optional.of(id), timings);
                    case NOT_THE_SIGNER -> ResponseFrame.rejected(requestId, Reason.UNKNOWN_PRESCRIBER,
                            Optional.of(id), timings);
                    case UNSIGNED -> ResponseFrame.rejected(requestId, Reason.UNSIGNED, Optional.of(id), timings);
                };
        if (result == CancelOutcome.NOT_THE_SIGNER) {
            securityEvents.warn("CANCEL of {} from peer {} signed by {}: not the prescription's signer (or no such"
                    + " prescription); refused, nothing changed", id.value(), request.peer(),
                    prescription.certificate().issuer());
        }
        return request.outcome(response).format(prescription.format())
                .certificate(prescription.certificate().profile(), prescription.algorithm())
                .servedBy(prescription.servedBy()).usage(verified.usage())
                .detail(result == null ? "the store did not commit" : words(id, result)).build();
    }

    /** What came of a cancellation, in words naming the prescription (its ID only). */
    private static String words(PrescriptionId id, CancelOutcome result) {
        String which = "cancellation of " + id.value();
        return switch (result) {
            case CANCELLED -> which + ": cancelled";
            case ALREADY_CANCELLED -> which + ": already cancelled";
            case ALREADY_DISPENSED -> which + " refused: it had already been dispensed";
            case NOT_THE_SIGNER -> which + " refused: not from the prescriber who signed it, or no such prescription";
            case UNSIGNED -> which + " refused: it is not signed";
        };
    }
}
