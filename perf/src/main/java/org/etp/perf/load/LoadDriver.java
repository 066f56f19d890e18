package org.etp.perf.load;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 *
 * <p>With {@code retry}, a request that got no answer because its connection died is sent again, with the same
 * bytes, on a new connection (after a short backoff, up to {@link #MAX_ATTEMPTS} times): a pharmacy that had
 * stored it answers DUPLICATE, so each prescription is stored once whichever node behind a balancer got it.
 */
public final class LoadDriver {

    /** Time for every sender thread to be ready before the first request is due. */
    private static final long START_DELAY = TimeUnit.MILLISECONDS.toNanos(20);

    /** Attempts of one request under {@code retry}, the first included. */
    static final int MAX_ATTEMPTS = 8;

    private final ClientSettings settings;
    private final int connections;
    private final Pacing pacing;
    private final boolean retry;
    private final ExecutorService resender = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "etp-load-resender");
        thread.setDaemon(true);
        return thread;
    });

    public LoadDriver(ClientSettings settings, int connections, Pacing pacing) {
        this(settings, connections, pacing, false);
    }

    /** @param retry resend each request whose connection died unanswered, on a new connection */
    public LoadDriver(ClientSettings settings, int connections, Pacing pacing, boolean retry) {
        if (connections < 1) {
            throw new IllegalArgumentException("at least one connection is needed, not " + connections);
        }
        this.settings = settings.withMaxInFlight(pacing.window());
        this.connections = connections;
        this.pacing = pacing;
        this.retry = retry;
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
        List<ReconnectingClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < connections; i++) {
                clients.add(new ReconnectingClient(IntakeClient.connect(settings), settings, retry));
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
            clients.forEach(ReconnectingClient::close);
        }
    }

    /** What every sender shares. */
    private record Job(List<byte[]> payloads, WireFormat format, boolean signed, Tally tally, long start) {
    }

    /** Sends the requests of one connection: {@code first}, {@code first + connections}, … */
    private final class Sender {

        private final ReconnectingClient client;
        private final int first;
        private final Job job;
        private final Semaphore window = new Semaphore(pacing.window());

        Sender(ReconnectingClient client, int first, Job job) {
            this.client = client;
            this.first = first;
            this.job = job;
        }

        void send() {
            waitUntil(job.start());
            for (int k = first; k < job.payloads().size(); k += connections) {
                try {
                    long from = due(k);
                    IntakeClient connection;
                    try {
                        connection = client.current();
                    } catch (IntakeConnectionException e) {
                        failed(k, from, 1, e);
                        continue;
                    }
                    submit(connection, k, from, 1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    for (int rest = k; rest < job.payloads().size(); rest += connections) {
                        job.tally().unanswered(new InterruptedException("the run was interrupted"));
                    }
                    return;
                }
            }
        }

        private void submit(IntakeClient connection, int k, long from, int attempt) throws InterruptedException {
            connection.submit(job.format(), job.signed(), job.payloads().get(k)).whenComplete((answer, failure) -> {
                if (failure == null) {
                    window.release();
                    job.tally().answered(answer, System.nanoTime() - from);
                } else {
                    failed(k, from, attempt, failure);
                }
            });
        }

        /** Request {@code k} got no answer: resent on a new connection under retry, else counted unanswered. */
        private void failed(int k, long from, int attempt, Throwable failure) {
            if (!retry || attempt >= MAX_ATTEMPTS) {
                window.release();
                job.tally().unanswered(failure);
                return;
            }
            job.tally().resent();
            // Not on the connection's reader thread, which may be the one whose connection just died.
            resender.execute(() -> {
                try {
                    Thread.sleep(Math.min(2_000, 50L << attempt));
                    submit(client.current(), k, from, attempt + 1);
                } catch (IntakeConnectionException e) {
                    failed(k, from, attempt + 1, e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    window.release();
                    job.tally().unanswered(e);
                }
            });
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
