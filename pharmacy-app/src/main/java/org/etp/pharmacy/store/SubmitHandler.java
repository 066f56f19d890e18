package org.etp.pharmacy.store;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import org.etp.ac.metrics.ThreadUsage;
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
import org.etp.pharmacy.store.StoreResult.Outcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * SUBMIT: a certificate of any profile but a cancellation, verified on the verification pool and handed to the
 * group-commit writer, which does not hold the thread; answered when its transaction has ended: ACCEPTED only
 * once committed, DUPLICATE for the very bytes already stored, REJECTED CONFLICT for other bytes under the same
 * identity (a security event), REJECTED BAD_CONTENT for a reused serial, ERROR when the store did not commit.
 */
@Component
class SubmitHandler implements MessageHandler {

    /** Events a security reviewer watches for, apart from the per-message lines. */
    private static final Logger securityEvents = LoggerFactory.getLogger("org.etp.pharmacy.security-events");
    private static final Set<Profile> CARRIED = EnumSet.complementOf(EnumSet.of(Profile.CANCELLATION));

    private final CertificateVerification verification;
    private final PrescriptionWriter writer;

    SubmitHandler(CertificateVerification verification, PrescriptionWriter writer) {
        this.verification = verification;
        this.writer = writer;
    }

    @Override
    public MessageKind kind() {
        return MessageKind.SUBMIT;
    }

    @Override
    public IntakeExecutor executor() {
        return IntakeExecutor.VERIFICATION;
    }

    @Override
    public CompletionStage<MessageOutcome> handle(IntakeRequest request) {
        // The outcome is made on the event loop, not on the writer thread that completes a whole group.
        return verification.then(request, CARRIED, verified -> writer.store(verified.prescription()).handleAsync(
                (stored, failure) -> answer(request, verified, stored), request.eventLoop()));
    }

    private static MessageOutcome answer(IntakeRequest request, Verified verified, StoreResult stored) {
        VerifiedPrescription prescription = verified.prescription();
        StageTimings timings = request.timings(prescription.timings(), stored == null ? 0 : stored.storeNanos());
        PrescriptionId id = prescription.certificate().prescriptionId();
        long requestId = request.frame().requestId();
        Outcome result = stored == null ? Outcome.FAILED : stored.outcome();
        ResponseFrame response = switch (result) {
            case STORED -> ResponseFrame.accepted(requestId, id, timings);
            case DUPLICATE -> ResponseFrame.duplicate(requestId, id, timings);
            case CONFLICT -> ResponseFrame.rejected(requestId, Reason.CONFLICT, Optional.of(id), timings);
            case SERIAL_REUSED -> ResponseFrame.rejected(requestId, Reason.BAD_CONTENT, Optional.of(id), timings);
            case FAILED -> ResponseFrame.error(requestId, Optional.of(id), timings);
        };
        String detail = switch (result) {
            case STORED, DUPLICATE -> "";
            case CONFLICT -> prescription.certificate().profile() == Profile.PRESCRIPTION
                    ? "a prescription with this prescription ID and other bytes is stored already"
                    : "a certificate with this issuer and serial and other bytes is stored already";
            case SERIAL_REUSED -> "the prescriber already used this certificate serial for another certificate";
            case FAILED -> "the store did not commit";
        };
        if (result == Outcome.CONFLICT) {
            // Same ID, other bytes: a replay with a changed signature, a forged resend or a numbering fault.
            securityEvents.warn("CONFLICT prescription {} from peer {} signed by {}: other bytes than the stored"
                    + " certificate; refused, the stored one kept", id.value(), request.peer(),
                    prescription.certificate().issuer());
        }
        ThreadUsage usage = stored == null ? verified.usage() : verified.usage().plus(stored.writerUsage());
        return request.outcome(response).format(prescription.format())
                .certificate(prescription.certificate().profile(), prescription.algorithm())
                .servedBy(prescription.servedBy()).usage(usage).rowId(stored == null ? 0 : stored.rowId())
                .detail(detail).build();
    }
}
