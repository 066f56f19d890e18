package org.etp.perf.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.client.IntakeConnectionException;
import org.etp.ac.codec.WireFormat;

/**
 * Sends prepared certificates to a pharmacy intake over {@code connections} connections, each driven by
 * its own sender thread: request {@code k} goes on connection {@code k mod connections}. See
 * {@link Pacing} for the closed and the open loop; every request is recorded in a {@link Tally}.
 */
public final class LoadDriver {

    /** Time for every sender thread to be ready before the first request is due. */
    private static final long START_DELAY = TimeUnit.MILLISECONDS.toNanos(20);

    private final ClientSettings settings;
    private final int connections;
    private final Pacing pacing;

    public LoadDriver(ClientSettings settings, int connections, Pacing pacing) {
        if (connections < 1) {
            throw new IllegalArgumentException("at least one connection is needed, not " + connections);
        }
        this.settings = settings.withMaxInFlight(pacing.window());
        this.connections = connections;
        this.pacing = pacing;
    }

    /** The outcome of a run. {@code startNanos} is when the first request was due ({@link System#nanoTime()}). */
    public record Run(Tally tally, long startNanos) {

        /** From the first request's due time to the last completion. */
        public long elapsedNanos() {
            return tally.lastCompletionNanos().orElse(startNanos) - startNanos;
        }
    }

    /**
     * Connects, sends every payload, waits for every response and closes.
     *
     * @throws IntakeConnectionException when a connection cannot be made; nothing has been sent then
     */
    public Run run(List<byte[]> payloads, WireFormat format, boolean signed)
            throws IntakeConnectionException, InterruptedException {
        List<IntakeClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < connections; i++) {
                clients.add(IntakeClient.connect(settings));
            }
            Tally tally = new Tally(payloads.size());
            Job job = new Job(payloads, format, signed, tally, System.nanoTime() + START_DELAY);
            List<Thread> senders = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                Sender sender = new Sender(clients.get(c), c, job);
                Thread thread = new Thread(sender::send, "etp-load-sender-" + c);
                thread.start();
                senders.add(thread);
            }
            for (Thread sender : senders) {
                sender.join();
            }
            tally.await();
            return new Run(tally, job.start());
        } finally {
            clients.forEach(IntakeClient::close);
        }
    }

    /** What every sender shares. */
    private record Job(List<byte[]> payloads, WireFormat format, boolean signed, Tally tally, long start) {
    }

    /** Sends the requests of one connection: {@code first}, {@code first + connections}, … */
    private final class Sender {

        private final IntakeClient client;
        private final int first;
        private final Job job;
        private final Semaphore window = new Semaphore(pacing.window());

        Sender(IntakeClient client, int first, Job job) {
            this.client = client;
            this.first = first;
            this.job = job;
        }

        void send() {
            waitUntil(job.start());
            for (int k = first; k < job.payloads().size(); k += connections) {
                try {
                    long from = due(k);
                    client.submit(job.format(), job.signed(), job.payloads().get(k)).whenComplete((answer, failure) -> {
                        window.release();
                        if (failure == null) {
                            job.tally().answered(answer, System.nanoTime() - from);
                        } else {
                            job.tally().unanswered(failure);
                        }
                    });
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    for (int rest = k; rest < job.payloads().size(); rest += connections) {
                        job.tally().unanswered(new InterruptedException("the run was interrupted"));
                    }
                    return;
                }
            }
        }

        /**
         * Waits until request {@code k} may go and says what its latency counts from: its due time in an
         * open loop, the moment a window slot is free in a closed one.
         */
        private long due(int k) throws InterruptedException {
            if (pacing.schedule().isPresent()) {
                long due = job.start() + pacing.schedule().get().offsetNanos(k);
                waitUntil(due);
                return due;
            }
            window.acquire();
            return System.nanoTime();
        }
    }

    private static void waitUntil(long deadline) {
        for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }
}
