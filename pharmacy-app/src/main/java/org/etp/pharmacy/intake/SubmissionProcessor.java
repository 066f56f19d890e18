package org.etp.pharmacy.intake;

import io.netty.channel.Channel;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.verification.StageNanos;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.StageTimings;
import org.etp.pharmacy.cancellation.CancelOutcome;
import org.etp.pharmacy.cancellation.Cancellations;
import org.etp.pharmacy.measurement.MessageOutcome;
import org.etp.pharmacy.receipt.StatusDesk;
import org.etp.pharmacy.store.PrescriptionWriter;
import org.etp.pharmacy.store.StoreResult;
import org.etp.pharmacy.verification.CurrentTrust;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The pipeline of one request, off the event loop: verify and parse on the verification pool, store
 * through the group-commit writer (or apply a cancellation, or answer a STATUS request through
 * {@link StatusRequests}), then answer on the connection's event loop. The answer reflects what
 * the store did: ACCEPTED only for a committed prescription.
 */
final class SubmissionProcessor {

    private static final Logger log = LoggerFactory.getLogger(SubmissionProcessor.class);
    /** Events a security reviewer watches for, apart from the per-message lines. */
    private static final Logger securityEvents = LoggerFactory.getLogger("org.etp.pharmacy.security-events");

    private final CurrentTrust trust;
    private final PrescriptionWriter writer;
    private final ExecutorService verificationPool;
    private final Cancellations cancellations;
    private final StatusRequests statusRequests;

    SubmissionProcessor(CurrentTrust trust, PrescriptionWriter writer, ExecutorService verificationPool,
            Cancellations cancellations, StatusDesk statusDesk) {
        this.trust = trust;
        this.writer = writer;
        this.verificationPool = verificationPool;
        this.cancellations = cancellations;
        this.statusRequests = new StatusRequests(statusDesk);
    }

    /** Handles {@code frame}; {@code done} receives the outcome on {@code channel}'s event loop. */
    void process(IncomingFrame frame, Channel channel, String peer, Consumer<MessageOutcome> done) {
        RequestFrame request = frame.request().orElseThrow();
        try {
            if (request.kind() == MessageKind.STATUS) {
                verificationPool.execute(() -> statusRequests.answer(frame, request, channel, peer, done));
                return;
            }
            verificationPool.execute(() -> verifyAndStore(frame, request, channel, peer, done));
        } catch (RejectedExecutionException e) {
            done.accept(failed(frame, request, peer, "the verification pool is shut down or full"));
        }
    }

    private void verifyAndStore(IncomingFrame frame, RequestFrame request, Channel channel, String peer,
            Consumer<MessageOutcome> done) {
        ThreadUsage before = ThreadUsage.current();
        VerifiedPrescription verified;
        try {
            verified = trust.verifier().verify(request.format(), request.payload());
            boolean cancellation = verified.certificate().profile() == Profile.CANCELLATION;
            if (cancellation != (request.kind() == MessageKind.CANCEL)) {
                // a cancellation travels only as CANCEL and a CANCEL carries only a cancellation
                throw new VerificationException(Reason.BAD_CONTENT, "a " + verified.certificate().profile().id()
                        + " certificate sent as " + request.kind());
            }
        } catch (VerificationException e) {
            ThreadUsage used = ThreadUsage.current().minus(before);
            long total = System.nanoTime() - frame.receivedAt();
            ResponseFrame response = ResponseFrame.rejected(request.requestId(), e.reason(), Optional.empty(),
                    StageTimings.ofNanos(frame.decodeNanos(), 0, 0, 0, total));
            MessageOutcome outcome = MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix())
                    .format(request.format()).usage(used).detail(e.getMessage()).build();
            channel.eventLoop().execute(() -> done.accept(outcome));
            return;
        } catch (RuntimeException e) {
            // A fault of ours, not of the message: fail closed, answer ERROR, keep the cause for the operator.
            log.error("Verification failed unexpectedly for request {}", request.requestId(), e);
            MessageOutcome outcome = failed(frame, request, peer, "internal error during verification");
            channel.eventLoop().execute(() -> done.accept(outcome));
            return;
        }
        ThreadUsage used = ThreadUsage.current().minus(before);
        if (request.kind() == MessageKind.CANCEL) {
            cancel(frame, request, verified, used, channel, peer, done);
            return;
        }
        writer.store(verified).whenComplete((stored, failure) -> channel.eventLoop().execute(
                () -> done.accept(answer(frame, request, verified, stored, used, peer))));
    }

    private static MessageOutcome answer(IncomingFrame frame, RequestFrame request, VerifiedPrescription verified,
            StoreResult stored, ThreadUsage verifierUsage, String peer) {
        StageNanos stages = verified.timings();
        long storeNanos = stored == null ? 0 : stored.storeNanos();
        StageTimings timings = StageTimings.ofNanos(frame.decodeNanos() + stages.decode(), stages.verify(),
                stages.parse(), storeNanos, System.nanoTime() - frame.receivedAt());
        PrescriptionId id = verified.certificate().prescriptionId();
        long requestId = request.requestId();
        StoreResult.Outcome result = stored == null ? StoreResult.Outcome.FAILED : stored.outcome();
        ResponseFrame response = switch (result) {
            case STORED -> ResponseFrame.accepted(requestId, id, timings);
            case DUPLICATE -> ResponseFrame.duplicate(requestId, id, timings);
            case CONFLICT -> ResponseFrame.rejected(requestId, Reason.CONFLICT, Optional.of(id), timings);
            case SERIAL_REUSED -> ResponseFrame.rejected(requestId, Reason.BAD_CONTENT, Optional.of(id), timings);
            case FAILED -> ResponseFrame.error(requestId, Optional.of(id), timings);
        };
        String detail = switch (result) {
            case STORED, DUPLICATE -> "";
            case CONFLICT -> verified.certificate().profile() == Profile.PRESCRIPTION
                    ? "a prescription with this prescription ID and other bytes is stored already"
                    : "a certificate with this issuer and serial and other bytes is stored already";
            case SERIAL_REUSED -> "the prescriber already used this certificate serial for another certificate";
            case FAILED -> "the store did not commit";
        };
        if (result == StoreResult.Outcome.CONFLICT) {
            // Same ID, other bytes: a replay with a changed signature, a forged resend or a numbering fault.
            securityEvents.warn("CONFLICT prescription {} from peer {} signed by {}: other bytes than the stored"
                    + " certificate; refused, the stored one kept", id.value(), peer, verified.certificate().issuer());
        }
        ThreadUsage usage = stored == null ? verifierUsage : verifierUsage.plus(stored.writerUsage());
        return MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix()).format(verified.format())
                .certificate(verified.certificate().profile(), verified.algorithm()).servedBy(verified.servedBy())
                .usage(usage)
                .rowId(stored == null ? 0 : stored.rowId()).detail(detail).build();
    }

    /** Applies a verified cancellation in its own transaction on this pool thread; answers after the commit. */
    private void cancel(IncomingFrame frame, RequestFrame request, VerifiedPrescription verified, ThreadUsage used,
            Channel channel, String peer, Consumer<MessageOutcome> done) {
        long started = System.nanoTime();
        CancelOutcome result;
        try {
            result = cancellations.cancel(verified);
        } catch (RuntimeException e) {
            log.error("Cancellation of {} failed in the store", verified.certificate().prescriptionId().value(), e);
            result = null;
        }
        StageNanos stages = verified.timings();
        StageTimings timings = StageTimings.ofNanos(frame.decodeNanos() + stages.decode(), stages.verify(),
                stages.parse(), System.nanoTime() - started, System.nanoTime() - frame.receivedAt());
        PrescriptionId id = verified.certificate().prescriptionId();
        long requestId = request.requestId();
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
                    + " prescription); refused, nothing changed", id.value(), peer, verified.certificate().issuer());
        }
        MessageOutcome outcome = MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix())
                .format(verified.format()).certificate(verified.certificate().profile(), verified.algorithm())
                .servedBy(verified.servedBy()).usage(used)
                .detail(result == null ? "the store did not commit" : cancellationWords(id, result)).build();
        channel.eventLoop().execute(() -> done.accept(outcome));
    }

    /** What came of a cancellation, in words naming the prescription (its ID only). */
    private static String cancellationWords(PrescriptionId id, CancelOutcome result) {
        String which = "cancellation of " + id.value();
        return switch (result) {
            case CANCELLED -> which + ": cancelled";
            case ALREADY_CANCELLED -> which + ": already cancelled";
            case ALREADY_DISPENSED -> which + " refused: it had already been dispensed";
            case NOT_THE_SIGNER -> which + " refused: not from the prescriber who signed it, or no such prescription";
            case UNSIGNED -> which + " refused: it is not signed";
        };
    }

    private static MessageOutcome failed(IncomingFrame frame, RequestFrame request, String peer, String detail) {
        ResponseFrame response = ResponseFrame.error(request.requestId(), Optional.empty(),
                StageTimings.ofNanos(frame.decodeNanos(), 0, 0, 0, System.nanoTime() - frame.receivedAt()));
        return MessageOutcome.of(response).received(peer, frame.wireBytes(), frame.prefix()).format(request.format())
                .detail(detail).build();
    }
}
