package org.etp.perf.timing.sweep;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

/**
 * The heap a stretch of work took at its peak, from the JVM's memory pools: a full collection and each heap
 * pool's peak reset before, then the sum of the pools' peaks less the heap in use just after that collection.
 * Pools peak at different moments, so the sum is an upper bound of what was in use at once, garbage not yet
 * collected included; it depends on how large the collector lets the young generation grow, so it compares
 * sizes and engines within one run, not machines.
 */
final class HeapPeak {

    private static final List<MemoryPoolMXBean> HEAP = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP).toList();

    private long baseline;

    /** Collects, then starts the peak afresh from the live heap. */
    void reset() {
        System.gc();
        baseline = HEAP.stream().mapToLong(pool -> pool.getUsage().getUsed()).sum();
        HEAP.forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    /** Bytes above the live heap at {@link #reset()}, at the peak since. */
    long peakBytes() {
        long peak = HEAP.stream().mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
        return Math.max(0, peak - baseline);
    }
}
