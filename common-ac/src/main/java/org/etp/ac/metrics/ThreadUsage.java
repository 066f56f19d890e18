package org.etp.ac.metrics;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The resources one thread has used since it started, or between two readings ({@link #minus}): CPU
 * time, in total and split into user and kernel mode, bytes allocated on the heap, and minor and major
 * page faults. The same counters the seed study read through libgtop, read here through the JVM's
 * {@code ThreadMXBean} (total CPU to the nanosecond, allocation) and the operating system
 * ({@link ThreadStat}: faults, and the user/system split in clock ticks, exact only on average).
 *
 * <p>A counter the platform cannot provide reads as 0 in both readings, so its difference is 0.
 */
public record ThreadUsage(long cpuNanos, long cpuUserNanos, long cpuSystemNanos, long allocatedBytes,
        long minorFaults, long majorFaults) {

    public static final ThreadUsage ZERO = new ThreadUsage(0, 0, 0, 0, 0, 0);

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    // HotSpot's extension of ThreadMXBean, of the same simple name: named in full.
    private static final com.sun.management.ThreadMXBean HOTSPOT_THREADS =
            THREADS instanceof com.sun.management.ThreadMXBean hotspot ? hotspot : null;
    private static final boolean CPU_TIME = enableCpuTime();

    /**
     * The calling thread's usage so far: the total CPU time from the JVM, to the nanosecond, and from the kernel the
     * split into user and system mode and the faults (on 64-bit Linux one {@code getrusage} call), about 1.5 µs in
     * all. The JVM's reading comes first: it brings the kernel's account of the running thread up to date, which
     * {@code getrusage} alone would report only as of the thread's last clock tick or switch.
     */
    public static ThreadUsage current() {
        long cpu = CPU_TIME ? THREADS.getCurrentThreadCpuTime() : 0;
        long allocated = HOTSPOT_THREADS == null ? 0 : Math.max(0, HOTSPOT_THREADS.getCurrentThreadAllocatedBytes());
        ThreadStat.Counts stat = ThreadStat.current();
        long user = stat.userNanos();
        long system = stat.systemNanos();
        if (user < 0) {
            user = CPU_TIME ? THREADS.getCurrentThreadUserTime() : 0;
            system = Math.max(0, cpu - user);
        }
        return new ThreadUsage(cpu, user, system, allocated, stat.minorFaults(), stat.majorFaults());
    }

    /** What was used between {@code earlier} and this reading of the same thread. */
    public ThreadUsage minus(ThreadUsage earlier) {
        return new ThreadUsage(Math.max(0, cpuNanos - earlier.cpuNanos), Math.max(0, cpuUserNanos - earlier.cpuUserNanos),
                Math.max(0, cpuSystemNanos - earlier.cpuSystemNanos),
                Math.max(0, allocatedBytes - earlier.allocatedBytes), Math.max(0, minorFaults - earlier.minorFaults),
                Math.max(0, majorFaults - earlier.majorFaults));
    }

    public ThreadUsage plus(ThreadUsage other) {
        return new ThreadUsage(cpuNanos + other.cpuNanos, cpuUserNanos + other.cpuUserNanos, cpuSystemNanos + other.cpuSystemNanos,
                allocatedBytes + other.allocatedBytes, minorFaults + other.minorFaults,
                majorFaults + other.majorFaults);
    }

    /** An equal share of this usage, e.g. of one batch among the messages it carried. */
    public ThreadUsage share(int parts) {
        if (parts < 1) {
            throw new IllegalArgumentException("a share needs at least one part");
        }
        return new ThreadUsage(cpuNanos / parts, cpuUserNanos / parts, cpuSystemNanos / parts, allocatedBytes / parts,
                minorFaults / parts, majorFaults / parts);
    }

    private static boolean enableCpuTime() {
        if (!THREADS.isCurrentThreadCpuTimeSupported()) {
            return false;
        }
        if (!THREADS.isThreadCpuTimeEnabled()) {
            THREADS.setThreadCpuTimeEnabled(true);
        }
        if (HOTSPOT_THREADS != null && HOTSPOT_THREADS.isThreadAllocatedMemorySupported()
                && !HOTSPOT_THREADS.isThreadAllocatedMemoryEnabled()) {
            HOTSPOT_THREADS.setThreadAllocatedMemoryEnabled(true);
        }
        return true;
    }
}
