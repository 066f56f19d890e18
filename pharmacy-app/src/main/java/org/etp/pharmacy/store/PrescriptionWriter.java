package org.etp.pharmacy.store;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.jdbc.AfterEachGroup;
import org.etp.pharmacy.store.StoreResult.Outcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Commits verified prescriptions in groups: a writer thread takes whatever the connections have handed over
 * since its last commit (up to {@code etp.store.batch-size}) and commits it in one transaction, so the cost
 * of a commit is shared by every prescription in it. With {@code etp.store.writers} above one, the next
 * group is written while the last one's commit is being flushed; two groups holding the same prescription
 * ID meet at its unique index, where the second waits for the first and then finds it a duplicate. A
 * prescription's future completes only after its transaction has ended, which is what lets the intake send
 * ACCEPTED only for what is committed.
 *
 * <p>After a group is answered, the rows of {@link AfterEachGroup} (the measurements, which their own
 * package keeps) are written in a transaction of their own, so that they never hold up a prescription: at most
 * every {@value #AFTERWARDS_EVERY_MILLIS} ms while prescriptions keep coming, so that at a low rate, when each
 * prescription is a group of its own, they do not double the commits; at once when there is nothing else to do.
 * On stop the writer first drains what it was given, and those rows.
 */
@Component
public class PrescriptionWriter implements SmartLifecycle {

    /** Stops after the intake (a higher phase), so that nothing is handed over once it has gone. */
    public static final int PHASE = IntakeServer.PHASE - 1;

    private static final Logger log = LoggerFactory.getLogger(PrescriptionWriter.class);
    private static final long AFTERWARDS_EVERY_MILLIS = 50;
    private static final long AFTERWARDS_EVERY_NANOS = TimeUnit.MILLISECONDS.toNanos(AFTERWARDS_EVERY_MILLIS);

    private final GroupCommit commit;
    private final int batchSize;
    private final int writers;
    private final List<Thread> threads = new ArrayList<>();
    private final BlockingQueue<PendingPrescription> queue;
    private final AfterEachGroup afterEachGroup;
    private final DistributionSummary batchSizes;
    private volatile boolean running;

    PrescriptionWriter(DataSource dataSource, StoreProperties properties, AfterEachGroup afterEachGroup,
            MeterRegistry meters) {
        this.commit = new GroupCommit(dataSource);
        this.batchSize = properties.batchSize();
        this.writers = properties.writers();
        this.queue = new ArrayBlockingQueue<>(properties.queueCapacity());
        this.afterEachGroup = afterEachGroup;
        this.batchSizes = DistributionSummary.builder("etp.store.batch.size")
                .description("prescriptions per group commit").register(meters);
        meters.gauge("etp.store.queue", queue, BlockingQueue::size);
    }

    /**
     * Hands a verified prescription to the writer.
     *
     * @return completes once its transaction has ended, with what it did; {@code FAILED} at once when the
     *         writer is stopped or full
     */
    public CompletableFuture<StoreResult> store(VerifiedPrescription prescription) {
        PendingPrescription pending = new PendingPrescription(prescription, System.nanoTime());
        if (!running || !queue.offer(pending)) {
            pending.complete(new StoreResult(Outcome.FAILED, 0, 0, ThreadUsage.ZERO));
        }
        return pending.result();
    }

    @Override
    public void start() {
        running = true;
        for (int i = 1; i <= writers; i++) {
            Thread thread = new Thread(this::run, "store-writer-" + i);
            threads.add(thread);
            thread.start();
        }
    }

    @Override
    public void stop() {
        running = false;
        try {
            for (Thread thread : threads) {
                thread.join(TimeUnit.SECONDS.toMillis(30));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        threads.clear();
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return PHASE;
    }

    private void run() {
        List<PendingPrescription> batch = new ArrayList<>(batchSize);
        long afterwardsAt = System.nanoTime();
        while (running || !queue.isEmpty() || afterEachGroup.waiting()) {
            try {
                PendingPrescription first = queue.poll(afterEachGroup.waiting() ? 20 : 200, TimeUnit.MILLISECONDS);
                if (first != null) {
                    batch.add(first);
                    queue.drainTo(batch, batchSize - 1);
                }
                long now = System.nanoTime();
                boolean due = batch.isEmpty() || now - afterwardsAt >= AFTERWARDS_EVERY_NANOS;
                AfterEachGroup.Rows afterwards = due ? afterEachGroup.take(4 * batchSize) : AfterEachGroup.Rows.NONE;
                if (!afterwards.isEmpty()) {
                    afterwardsAt = now;
                }
                if (!batch.isEmpty() || !afterwards.isEmpty()) {
                    batchSizes.record(batch.size());
                    commit.commit(batch, afterwards);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (RuntimeException e) {
                // Never leave a connection waiting: whatever went wrong, every prescription gets an answer.
                log.error("Group commit failed unexpectedly", e);
                batch.forEach(p -> p.complete(new StoreResult(Outcome.FAILED, 0, 0, ThreadUsage.ZERO)));
            } finally {
                batch.clear();
            }
        }
        queue.forEach(p -> p.complete(new StoreResult(Outcome.FAILED, 0, 0, ThreadUsage.ZERO)));
    }
}
