package org.etp.prescriber.outbox;

import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.etp.prescriber.transport.SenderProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;

/**
 * Works through the outbox in the background: claims due rows, up to {@code etp.sender.max-in-flight} in flight
 * at once, and has {@link MessageSender} send each over its pharmacy's persistent connection; it looks again
 * when a prescription is queued or an attempt ends, else every {@code etp.sender.poll-interval}. A row that is
 * not answered for good is resent with the same bytes (and so the same prescription ID, which the pharmacy
 * deduplicates) after a backoff. On start every pending row is due at once, so a restart resumes sending.
 */
@Component
class OutboxSender implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(OutboxSender.class);

    private final OutboxRepository outbox;
    private final MessageSender sender;
    private final SenderProperties properties;
    private final Semaphore wakeups = new Semaphore(0);
    private volatile Thread thread;
    private volatile boolean running;

    OutboxSender(OutboxRepository outbox, MessageSender sender, SenderProperties properties) {
        this.outbox = outbox;
        this.sender = sender;
        this.properties = properties;
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
        Thread loop = thread;
        if (loop != null) {
            try {
                loop.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        sender.close();
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
                if (claimed == 0 || sender.inFlight() >= properties.maxInFlight()) {
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
        int free = properties.maxInFlight() - sender.inFlight();
        if (free <= 0) {
            return 0;
        }
        List<PendingMessage> due = outbox.claimDue(free, properties.lease());
        sender.send(due, wakeups::release);
        return due.size();
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
