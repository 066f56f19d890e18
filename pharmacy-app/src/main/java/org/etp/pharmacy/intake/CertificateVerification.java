package org.etp.pharmacy.intake;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.etp.pharmacy.verification.CurrentTrust;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The first step of every kind that carries an attribute certificate (SUBMIT, CANCEL): the payload verified with
 * the trust in force ({@code PrescriptionVerifier}: strict decoding, the key of a registered certificate or of one the
 * frame carried, validated to an anchor, the policy), and of a
 * profile the kind carries. A refusal is answered REJECTED with its reason, and a fault of ours ERROR, both
 * before the handler's own step is reached.
 */
@Component
public class CertificateVerification {

    private static final Logger log = LoggerFactory.getLogger(CertificateVerification.class);

    private final CurrentTrust trust;

    CertificateVerification(CurrentTrust trust) {
        this.trust = trust;
    }

    /** A verified certificate, and what verifying it cost this thread. */
    public record Verified(VerifiedPrescription prescription, ThreadUsage usage) {
    }

    /**
     * Verifies {@code request}'s certificate, of a profile in {@code carried}, on this thread and goes on with
     * {@code next}; answers the request itself when it is refused or verification fails.
     */
    public CompletionStage<MessageOutcome> then(IntakeRequest request, Set<Profile> carried,
            Function<Verified, CompletionStage<MessageOutcome>> next) {
        RequestFrame frame = request.frame();
        ThreadUsage before = ThreadUsage.current();
        VerifiedPrescription verified;
        try {
            verified = trust.verifier().verify(frame.format(), frame.payload(), frame.attachment());
            Profile profile = verified.certificate().profile();
            if (!carried.contains(profile)) {
                // e.g. a cancellation travels only as CANCEL and a CANCEL carries only a cancellation
                throw new VerificationException(Reason.BAD_CONTENT, "a " + profile.id() + " certificate sent as "
                        + frame.kind());
            }
        } catch (VerificationException e) {
            ThreadUsage used = ThreadUsage.current().minus(before);
            ResponseFrame response = ResponseFrame.rejected(frame.requestId(), e.reason(), Optional.empty(),
                    request.timings(0, 0, 0, 0));
            return CompletableFuture.completedFuture(request.outcome(response).usage(used).detail(e.getMessage())
                    .build());
        } catch (RuntimeException e) {
            // A fault of ours, not of the message: fail closed, answer ERROR, keep the cause for the operator.
            log.error("Verification failed unexpectedly for request {}", frame.requestId(), e);
            return CompletableFuture.completedFuture(request.failed("internal error during verification"));
        }
        return next.apply(new Verified(verified, ThreadUsage.current().minus(before)));
    }
}
