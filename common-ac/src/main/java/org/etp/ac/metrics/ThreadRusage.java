package org.etp.ac.metrics;

import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Platform;

/**
 * {@code getrusage(RUSAGE_THREAD)} for the calling thread, through JNA's direct mapping: one system call, with
 * no file to format and parse. Linux on a 64-bit machine only, where {@code struct rusage} is 18 longs (two
 * {@code timeval}s, then fourteen counters); elsewhere {@link #AVAILABLE} is false.
 *
 * <p>The kernel gives the thread's CPU time to the microsecond, split into user and system mode in the ratio of
 * its clock-tick samples, and its minor and major page faults exactly. The time is as of the kernel's last update
 * of the running thread's account (its last clock tick or switch), so a caller that wants it current reads the
 * thread's CPU clock first, which brings the account up to date ({@link ThreadUsage#current()} does).
 */
final class ThreadRusage {

    static final boolean AVAILABLE;

    private static final int RUSAGE_THREAD = 1;
    private static final int LONGS = 18;
    private static final int UTIME_SECONDS = 0;
    private static final int UTIME_MICROS = 1;
    private static final int STIME_SECONDS = 2;
    private static final int STIME_MICROS = 3;
    private static final int MINFLT = 8;
    private static final int MAJFLT = 9;
    private static final ThreadLocal<long[]> BUFFER = ThreadLocal.withInitial(() -> new long[LONGS]);

    static {
        AVAILABLE = register();
    }

    private ThreadRusage() {
    }

    private static native int getrusage(int who, long[] usage);

    /** The calling thread's counts, or {@code null} when the call fails. */
    static ThreadStat.Counts read() {
        long[] usage = BUFFER.get();
        if (getrusage(RUSAGE_THREAD, usage) != 0) {
            return null;
        }
        return new ThreadStat.Counts(usage[MINFLT], usage[MAJFLT],
                usage[UTIME_SECONDS] * 1_000_000_000L + usage[UTIME_MICROS] * 1_000L,
                usage[STIME_SECONDS] * 1_000_000_000L + usage[STIME_MICROS] * 1_000L);
    }

    private static boolean register() {
        if (!Platform.isLinux() || Native.LONG_SIZE != Long.BYTES) {
            return false;
        }
        try {
            Native.register(ThreadRusage.class, NativeLibrary.getInstance(Platform.C_LIBRARY_NAME));
            return getrusage(RUSAGE_THREAD, new long[LONGS]) == 0;
        } catch (LinkageError | RuntimeException e) {
            // No usable libc binding: the stat file or OSHI gives the counts instead.
            return false;
        }
    }
}
