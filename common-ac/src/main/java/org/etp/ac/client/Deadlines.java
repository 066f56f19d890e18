package org.etp.ac.client;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * One daemon timer thread for the response timeouts of every client. A timeout that fires only
 * fails futures and closes a socket, so one thread keeps up with any number of connections.
 */
final class Deadlines {

    private static final ScheduledThreadPoolExecutor TIMER = timer();

    private Deadlines() {
    }

    static ScheduledFuture<?> schedule(Runnable task, Duration delay) {
        return TIMER.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
    }

    private static ScheduledThreadPoolExecutor timer() {
        var timer = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, "etp-intake-timeouts");
            thread.setDaemon(true);
            return thread;
        });
        // Most timeouts are cancelled by their response; drop them at once rather than at their deadline.
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }
}
