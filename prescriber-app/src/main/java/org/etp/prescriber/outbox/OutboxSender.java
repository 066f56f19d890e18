package org.etp.prescriber.outbox;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.etp.ac.wire.MessageKind;
import org.etp.ac.wire.ResponseFrame;
import org.etp.prescriber.transport.IntakeLink;
import org.etp.prescriber.transport.Pharmacies;
import org.etp.prescriber.transport.PharmacyLinks;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.etp.prescriber.transport.SenderProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;

/**
 * Works through the outbox in the background: claims due rows, sends each over its pharmacy's persistent
 * connection (pipelined, up to {@code etp.sender.max-in-flight} at once) and has {@link AnswerRecorder}
 * record how each attempt ended. A row that is not answered for good is resent with the same bytes (and so
 * the same prescription ID, which the pharmacy deduplicates) after a backoff. On start every pending row is
 * due at once, so a restart resumes sending.
 */
@Component
class OutboxSender implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(OutboxSender.class);

    private final OutboxRepository outbox;
    private final PharmacyLinks links;
    private final Pharmacies pharmacies;
    private final SenderProperties properties;
    private final AnswerRecorder answers;
    private final Semaphore wakeups = new Semaphore(0);
    private final AtomicInteger inFlight = new AtomicInteger();
    // Answers are recorded here, not on the connection's reader thread, which must stay free for responses.
    private final ExecutorService recorder = Executors.newFixedThreadPool(2, runnable -> {
        Thread thread = new Thread(runnable, "outbox-recorder");
        thread.setDaemon(true);
        return thread;
    });
    private volatile Thread thread;
    private volatile boolean running;

    OutboxSender(OutboxRepository outbox, PharmacyLinks links, Pharmacies pharmacies, SenderProperties properties,
            AnswerRecorder answers) {
        this.outbox = outbox;
        this.links = links;
        this.pharmacies = pharmacies;
        this.properties = properties;
        this.answers = answers;
    }

    @EventListener
    void queued(PrescriptionQueued event) {
        wakeups.release();
    }

    @Override
    public void start() {
        running = true;
        thread = new Thread(this::run, "outbox-sender");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void stop() {
        running = false;
        wakeups.release();
        Thread sender = thread;
        if (sender != null) {
            try {
                sender.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        links.closeAll();
        recorder.shutdown();
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    private void run() {
        resume();
        while (running) {
            try {
                int claimed = sendDue();
                if (claimed == 0 || inFlight.get() >= properties.maxInFlight()) {
                    wakeups.tryAcquire(properties.pollInterval().toMillis(), TimeUnit.MILLISECONDS);
                    wakeups.drainPermits();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (DataAccessException e) {
                log.warn("The outbox is unavailable ({}); trying again in {}", e.getMostSpecificCause().getMessage(),
                        properties.pollInterval());
                pause();
            } catch (RuntimeException e) {
                log.error("The outbox sender failed; carrying on", e);
                pause();
            }
        }
    }

    private void resume() {
        try {
            int pending = outbox.resumePending();
            if (pending > 0) {
                log.info("Resuming {} pending prescriptions from the outbox", pending);
            }
        } catch (DataAccessException e) {
            log.warn("Could not resume the outbox at start ({}); pending rows are sent when due",
                    e.getMostSpecificCause().getMessage());
        }
    }

    private int sendDue() {
        int free = properties.maxInFlight() - inFlight.get();
        if (free <= 0) {
            return 0;
        }
        List<PendingMessage> due = outbox.claimDue(free, properties.lease());
        Map<String, IOException> unreachable = new HashMap<>();
        for (PendingMessage message : due) {
            send(message, unreachable);
        }
        return due.size();
    }

    private void send(PendingMessage message, Map<String, IOException> unreachable) {
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
                    : link.submit(message.format(), message.payload());
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        // The client times out itself; this bound only guards against a link that never completes.
        answer.orTimeout(properties.lease().toMillis(), TimeUnit.MILLISECONDS)
                .whenCompleteAsync((response, error) -> {
                    long micros = TimeUnit.NANOSECONDS.toMicros(System.nanoTime() - start);
                    inFlight.decrementAndGet();
                    answers.complete(message, pharmacy.get(), link, response, error, micros);
                    wakeups.release();
                }, recorder);
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

    private void pause() {
        try {
            Thread.sleep(properties.pollInterval().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }
}
