package org.etp.ac.metrics;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import oshi.SystemInfo;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * The process's heap in use and resident set size at one moment.
 *
 * @param heapUsedBytes Java heap in use (committed minus free)
 * @param rssBytes resident set size as the operating system reports it (OSHI), or 0 where it cannot
 */
public record ProcessMemory(long heapUsedBytes, long rssBytes) {

    private static final OperatingSystem OS = new SystemInfo().getOperatingSystem();
    private static final long RSS_MAX_AGE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final AtomicLong rss = new AtomicLong();
    private static final AtomicLong rssReadAt = new AtomicLong(System.nanoTime() - 2 * RSS_MAX_AGE_NANOS);

    /**
     * The heap now and the RSS read at most 100 ms ago. Reading the RSS costs OSHI about 150 µs, so one
     * caller refreshes it when it is stale and every other caller meanwhile takes the last reading.
     */
    public static ProcessMemory sample() {
        Runtime runtime = Runtime.getRuntime();
        long heap = runtime.totalMemory() - runtime.freeMemory();
        long readAt = rssReadAt.get();
        long now = System.nanoTime();
        if (now - readAt > RSS_MAX_AGE_NANOS && rssReadAt.compareAndSet(readAt, now)) {
            rss.set(readRss());
        }
        return new ProcessMemory(heap, rss.get());
    }

    private static long readRss() {
        OSProcess process = OS.getCurrentProcess();
        return process == null ? 0 : Math.max(0, process.getResidentMemory());
    }
}
