package org.etp.perf.timing.sweep;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The most heap a piece of work keeps reachable at once, sampled: while the work runs over and over on the
 * calling thread, another thread forces one full collection after another and reads the heap in use just after
 * each ({@code Runtime.totalMemory() - freeMemory()}), which is then the live heap of that moment plus what was
 * allocated since the collection ended. The peak is the largest of those readings less the live heap before the
 * work began. The work is repeated until at least {@value #SAMPLES} collections fell on it, so short work is
 * caught mid-way too; still a sample, not a trace, and it says nothing under {@code -XX:+DisableExplicitGC}.
 * Kept apart from the timed runs, whose figures the forced collections would spoil.
 */
final class HeapPeak {

    /** Collections to force while the work runs, at least. */
    static final int SAMPLES = 12;

    private HeapPeak() {
    }

    /** Runs {@code work} at least once and until {@value #SAMPLES} collections were sampled; the peak in bytes. */
    static long sample(Runnable work) {
        System.gc();
        long baseline = used();
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger collections = new AtomicInteger();
        AtomicLong peak = new AtomicLong(baseline);
        Thread collector = new Thread(() -> {
            while (!done.get()) {
                System.gc();
                peak.accumulateAndGet(used(), Math::max);
                collections.incrementAndGet();
            }
        }, "etp-sweep-heap-sampler");
        collector.setDaemon(true);
        collector.start();
        try {
            do {
                work.run();
            } while (collections.get() < SAMPLES);
        } finally {
            done.set(true);
            joinQuietly(collector);
        }
        return Math.max(0, peak.get() - baseline);
    }

    private static long used() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    private static void joinQuietly(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
