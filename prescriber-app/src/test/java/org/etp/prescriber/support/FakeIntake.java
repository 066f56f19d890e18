package org.etp.prescriber.support;

import java.io.IOException;
import java.net.ConnectException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.receipt.SignedStatusRequest;
import org.etp.ac.receipt.StatusAnswer;
import org.etp.ac.receipt.StatusEntry;
import org.etp.ac.receipt.StatusRequest;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.ac.wire.StageTimings;
import org.etp.prescriber.transport.IntakeConnector;
import org.etp.prescriber.transport.IntakeLink;
import org.etp.prescriber.transport.PharmacyProperties;

/**
 * A pharmacy intake in memory, for tests of the sender without sockets: it can be down (connections
 * refused) or up, answering each certificate and status request as a test says (by default: accepted, and
 * no receipt for any ID). It records what it received.
 */
public final class FakeIntake implements IntakeConnector {

    public static final StageTimings TIMINGS = new StageTimings(11, 22, 33, 44, 150);

    private volatile boolean up = true;
    private volatile Function<Submission, ResponseFrame> answer = s -> ResponseFrame.accepted(0, s.id(), TIMINGS);
    private volatile Function<StatusRequest, StatusAnswer> statusAnswer = FakeIntake::nothing;
    private final List<Submission> received = new CopyOnWriteArrayList<>();
    private final List<StatusRequest> statusRequests = new CopyOnWriteArrayList<>();
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicBoolean loseNextAnswer = new AtomicBoolean();
    private volatile boolean knowsSignerQuestion = true;

    /**
     * One certificate as received, with the prescription ID the test expects the answer to name.
     *
     * @param connection the number of the connection it came on, counted from 1 since the intake was made
     * @param kind       SUBMIT or CANCEL, as the sender framed it
     */
    public record Submission(WireFormat format, byte[] certificate, PrescriptionId id, int connection,
            MessageKind kind, String pharmacy, Optional<Attachment> attachment) {
    }

    public void down() {
        up = false;
    }

    public void up() {
        up = true;
    }

    public void answer(Function<Submission, ResponseFrame> answer) {
        this.answer = answer;
    }

    /**
     * The next certificate is received (as a pharmacy that commits it and then dies would) but its connection
     * ends before the answer: the sender sees the link fail with the request unanswered.
     */
    public void loseNextAnswer() {
        loseNextAnswer.set(true);
    }

    public List<Submission> received() {
        return List.copyOf(received);
    }

    /** How the intake answers STATUS: with the receipts a test hands out. */
    public void answerStatus(Function<StatusRequest, StatusAnswer> answer) {
        this.statusAnswer = answer;
    }

    /**
     * From now on STATUS is answered as by a pharmacy older than the question for its signer's chain: a request
     * carrying {@code askSigner} is refused {@code MALFORMED}.
     */
    public void withoutSignerQuestion() {
        knowsSignerQuestion = false;
    }

    /** The status requests received, decoded (their signatures are not checked here). */
    public List<StatusRequest> statusRequests() {
        return List.copyOf(statusRequests);
    }

    /** No receipt for any ID asked about. */
    public static StatusAnswer nothing(StatusRequest request) {
        return new StatusAnswer(request.prescriptionIds().stream().map(StatusEntry::nothing).toList());
    }

    public void reset() {
        up = true;
        received.clear();
        statusRequests.clear();
        statusAnswer = FakeIntake::nothing;
        loseNextAnswer.set(false);
        knowsSignerQuestion = true;
        answer = s -> ResponseFrame.accepted(0, s.id(), TIMINGS);
    }

    @Override
    public IntakeLink connect(PharmacyProperties.Pharmacy pharmacy) throws IOException {
        if (!up) {
            throw new ConnectException("Connection refused");
        }
        int connection = connections.incrementAndGet();
        return new IntakeLink() {
            private volatile boolean open = true;

            @Override
            public CompletableFuture<ResponseFrame> submit(WireFormat format, byte[] certificate,
                    Optional<Attachment> attachment) {
                return receive(MessageKind.SUBMIT, format, certificate, attachment);
            }

            @Override
            public CompletableFuture<ResponseFrame> cancel(WireFormat format, byte[] cancellation) {
                return receive(MessageKind.CANCEL, format, cancellation, Optional.empty());
            }

            @Override
            public CompletableFuture<ResponseFrame> status(byte[] signedStatusRequest) {
                if (!up || !open) {
                    open = false;
                    return CompletableFuture.failedFuture(new IOException("connection reset"));
                }
                try {
                    StatusRequest request = SignedStatusRequest.decode(signedStatusRequest).request();
                    statusRequests.add(request);
                    if (request.askSigner() && !knowsSignerQuestion) {
                        return CompletableFuture.completedFuture(new ResponseFrame(MessageKind.STATUS, 0,
                                ResponseStatus.REJECTED, Optional.of(Reason.MALFORMED), Optional.empty(),
                                StageTimings.NONE));
                    }
                    return CompletableFuture.completedFuture(ResponseFrame.statusAnswer(0,
                            statusAnswer.apply(request).encode(), StageTimings.NONE));
                } catch (VerificationException e) {
                    throw new IllegalStateException("the poller sent a status request that does not decode", e);
                }
            }

            private CompletableFuture<ResponseFrame> receive(MessageKind kind, WireFormat format, byte[] certificate,
                    Optional<Attachment> attachment) {
                if (!up || !open) {
                    open = false;
                    return CompletableFuture.failedFuture(new IOException("connection reset"));
                }
                Submission submission = new Submission(format, certificate.clone(), idOf(format, certificate),
                        connection, kind, pharmacy.odsCode(), attachment);
                received.add(submission);
                if (loseNextAnswer.compareAndSet(true, false)) {
                    open = false;
                    return CompletableFuture.failedFuture(new IOException("connection reset by peer"));
                }
                return CompletableFuture.completedFuture(answer.apply(submission));
            }

            @Override
            public boolean isOpen() {
                return open && up;
            }

            @Override
            public void close() {
                open = false;
            }
        };
    }

    private static PrescriptionId idOf(WireFormat format, byte[] certificate) {
        try {
            return format.codec().decode(certificate).parse().prescriptionId();
        } catch (VerificationException e) {
            throw new IllegalStateException("the sender sent a certificate that does not decode", e);
        }
    }

    /** An ERROR answer naming the prescription. */
    public static ResponseFrame error(Submission s) {
        return ResponseFrame.error(0, Optional.of(s.id()), StageTimings.NONE);
    }
}
