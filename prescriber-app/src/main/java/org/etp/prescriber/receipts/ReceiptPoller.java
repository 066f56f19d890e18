package org.etp.prescriber.receipts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.etp.ac.trust.TrustException;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.etp.prescriber.outbox.DeliveredPrescriptions;
import org.etp.prescriber.transport.Pharmacies;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;

/**
 * Fetches receipts in the background, every {@code etp.status.poll-interval}: for each configured pharmacy, the
 * next batch of its prescriptions awaiting a receipt (accepted, no final receipt yet, as the outbox's
 * {@link DeliveredPrescriptions} says; {@code etp.status.batch-size} at a time, walking the whole list over
 * successive polls), one STATUS request per signing prescriber. Only outbound
 * connections: the app always asks, over the link the outbox uses.
 */
@Component
class ReceiptPoller implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(ReceiptPoller.class);

    private final DeliveredPrescriptions delivered;
    private final Pharmacies pharmacies;
    private final StatusExchange exchange;
    private final StatusProperties properties;
    private final Map<String, Long> cursors = new ConcurrentHashMap<>();
    private volatile ScheduledExecutorService scheduler;

    ReceiptPoller(DeliveredPrescriptions delivered, Pharmacies pharmacies, StatusExchange exchange,
            StatusProperties properties) {
        this.delivered = delivered;
        this.pharmacies = pharmacies;
        this.exchange = exchange;
        this.properties = properties;
    }

    @Override
    public void start() {
        scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "receipt-poller");
            thread.setDaemon(true);
            return thread;
        });
        long interval = properties.pollInterval().toMillis();
        scheduler.scheduleWithFixedDelay(this::pollAll, interval, interval, TimeUnit.MILLISECONDS);
    }

    @Override
    public void stop() {
        ScheduledExecutorService running = scheduler;
        if (running != null) {
            running.shutdownNow();
            try {
                running.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        scheduler = null;
    }

    @Override
    public boolean isRunning() {
        return scheduler != null;
    }

    /** One round: the next batch of every pharmacy. Never throws, so the schedule carries on. */
    void pollAll() {
        for (Pharmacy pharmacy : pharmacies.all()) {
            try {
                poll(pharmacy);
            } catch (TrustException e) {
                log.warn("No receipt can be verified: {}", e.getMessage());
                return;
            } catch (DataAccessException e) {
                log.warn("Receipts are unavailable ({}); trying again in {}", e.getMostSpecificCause().getMessage(),
                        properties.pollInterval());
                return;
            } catch (RuntimeException e) {
                log.error("Fetching receipts from {} failed; carrying on", pharmacy.odsCode(), e);
            }
        }
    }

    /** Asks {@code pharmacy} about its next batch; returns the number of receipts stored. */
    int poll(Pharmacy pharmacy) throws TrustException {
        List<AwaitingReceipt> batch = nextBatch(pharmacy.odsCode());
        int stored = 0;
        for (List<AwaitingReceipt> bySigner : bySigner(batch).values()) {
            stored += exchange.ask(pharmacy, bySigner);
        }
        return stored;
    }

    private List<AwaitingReceipt> nextBatch(String odsCode) {
        long after = cursors.getOrDefault(odsCode, 0L);
        List<AwaitingReceipt> batch = delivered.awaitingReceipt(odsCode, after, properties.batchSize());
        if (batch.isEmpty() && after > 0) {
            batch = delivered.awaitingReceipt(odsCode, 0, properties.batchSize());
        }
        // A full batch: carry on after it next time; a short one was the end of the list: start again.
        cursors.put(odsCode, batch.size() < properties.batchSize() ? 0L : batch.get(batch.size() - 1).outboxId());
        return batch;
    }

    private static Map<String, List<AwaitingReceipt>> bySigner(List<AwaitingReceipt> batch) {
        Map<String, List<AwaitingReceipt>> groups = new LinkedHashMap<>();
        for (AwaitingReceipt prescription : batch) {
            groups.computeIfAbsent(prescription.prescriberId(), id -> new ArrayList<>()).add(prescription);
        }
        return groups;
    }
}
