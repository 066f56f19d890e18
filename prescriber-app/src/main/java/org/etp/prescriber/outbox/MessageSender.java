package org.etp.prescriber.outbox;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.wire.Attachment;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.prescriber.signing.OwnStaples;
import org.etp.prescriber.transport.IntakeLink;
import org.etp.prescriber.transport.Pharmacies;
import org.etp.prescriber.transport.PharmacyLinks;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.etp.prescriber.transport.SenderProperties;
import org.etp.prescriber.transport.SenderProperties.Attach;
import org.springframework.stereotype.Component;

/**
 * Sends claimed outbox rows, each over the persistent link to its own pharmacy (never another), pipelined, and
 * has {@link AnswerRecorder} record how each attempt ended, on a thread of its own. A prescription goes with its
 * signer's chain and OCSP answer as {@code etp.sender.attach} says ({@link OwnStaples}). Counts the attempts in flight,
 * which {@link OutboxSender} keeps under {@code etp.sender.max-in-flight}.
 */
@Component
class MessageSender {

    private final PharmacyLinks links;
    private final Pharmacies pharmacies;
    private final SenderProperties properties;
    private final AnswerRecorder answers;
    private final OwnStaples staples;
    private final AtomicInteger inFlight = new AtomicInteger();
    // Answers are recorded here, not on the connection's reader thread, which must stay free for responses.
    private final ExecutorService recorder = Executors.newFixedThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "outbox-recorder");
        thread.setDaemon(true);
        return thread;
    });

    MessageSender(PharmacyLinks links, Pharmacies pharmacies, SenderProperties properties, AnswerRecorder answers,
            OwnStaples staples) {
        this.links = links;
        this.pharmacies = pharmacies;
        this.properties = properties;
        this.answers = answers;
        this.staples = staples;
    }

    /** Attempts begun and not yet ended. */
    int inFlight() {
        return inFlight.get();
    }

    /**
     * Sends each of {@code due}; a pharmacy that cannot be reached is not tried again for the rest of them.
     * {@code ended} runs after each attempt that got under way has been recorded.
     */
    void send(List<PendingMessage> due, Runnable ended) {
        Map<String, IOException> unreachable = new HashMap<>();
        for (PendingMessage message : due) {
            send(message, unreachable, ended);
        }
    }

    /** Closes every link and stops recording answers. */
    void close() {
        links.closeAll();
        recorder.shutdown();
    }

    private void send(PendingMessage message, Map<String, IOException> unreachable, Runnable ended) {
        Optional<Pharmacy> pharmacy = pharmacies.find(message.pharmacyOds());
        if (pharmacy.isEmpty()) {
            // Never to another pharmacy: it waits, retried, until a link to its own is configured.
            answers.failed(message, "no link to the nominated pharmacy " + message.pharmacyOds()
                    + " is configured (etp.pharmacies); it is sent there only, once one is");
            return;
        }
        IntakeLink link;
        try {
            link = link(pharmacy.get(), unreachable);
        } catch (IOException e) {
            answers.failed(message, "cannot connect to " + pharmacy.get().address() + ": " + e.getMessage());
            return;
        }
        inFlight.incrementAndGet();
        long start = System.nanoTime();
        CompletableFuture<ResponseFrame> answer;
        try {
            answer = message.kind() == MessageKind.CANCEL ? link.cancel(message.format(), message.payload())
                    : link.submit(message.format(), message.payload(), attachment(message));
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        // The client times out itself; this bound only guards against a link that never completes.
        answer.orTimeout(properties.lease().toMillis(), TimeUnit.MILLISECONDS)
                .whenCompleteAsync((response, error) -> {
                    long micros = TimeUnit.NANOSECONDS.toMicros(System.nanoTime() - start);
                    inFlight.decrementAndGet();
                    answers.complete(message, pharmacy.get(), link, response, error, micros);
                    ended.run();
                }, recorder);
    }

    /**
     * What travels with a prescription ({@code etp.sender.attach}): its signing certificate's chain and current OCSP
     * answer, found by the certificate the signed bytes name.
     */
    private Optional<Attachment> attachment(PendingMessage message) {
        if (properties.attach() == Attach.NEVER || properties.attach() == Attach.STAPLED && !staples.holdsAnswers()) {
            return Optional.empty(); // nothing to attach: the signed bytes need not be read for their signer
        }
        Optional<SignerCertificateId> signer;
        try {
            signer = message.format().codec().decode(message.payload()).signerCertificate();
        } catch (VerificationException e) {
            // this app's own signed bytes: should they not read back, the pharmacy says why, to the outbox
            return Optional.empty();
        }
        return signer.flatMap(named -> staples.attachment(named, properties.attach() == Attach.ALWAYS));
    }

    private IntakeLink link(Pharmacy pharmacy, Map<String, IOException> unreachable) throws IOException {
        IOException failure = unreachable.get(pharmacy.odsCode());
        if (failure != null) {
            throw failure;
        }
        try {
            return links.open(pharmacy);
        } catch (IOException e) {
            unreachable.put(pharmacy.odsCode(), e);
            throw e;
        }
    }
}
