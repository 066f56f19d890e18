package org.etp.ac.metrics;

import java.io.IOException;
import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import oshi.SystemInfo;
import oshi.software.os.OSThread;
import oshi.software.os.OperatingSystem;

/**
 * The calling thread's page faults and its CPU time split into user and system mode, as the kernel
 * accounts them. On 64-bit Linux one {@code getrusage(RUSAGE_THREAD)} call gives them ({@link ThreadRusage}, about
 * 0.7 µs): the split to the microsecond, in the ratio of the thread's clock-tick samples. Where that binding is
 * missing, each thread keeps its own {@code /proc/thread-self/stat} open and re-reads it (about 2 µs; the split
 * in clock ticks of 10 ms, right on average over many messages, not for one, like the seed study's libgtop
 * figures), because OSHI re-opens and parses several files for every reading (about 40 µs), too slow to take
 * twice per message; elsewhere OSHI gives the faults and the JVM the split. A thread's file is closed once the
 * thread is gone.
 */
final class ThreadStat {

    /** Counts from one reading; times in nanoseconds, -1 when this platform does not split CPU time. */
    record Counts(long minorFaults, long majorFaults, long userNanos, long systemNanos) {
    }

    /** {@code sysconf(_SC_CLK_TCK)}: 100 on every Linux the JVM runs on. */
    private static final long NANOS_PER_TICK = 10_000_000;
    private static final Counts NONE = new Counts(0, 0, -1, -1);
    private static final Path THREAD_STAT = Path.of("/proc/thread-self/stat");
    private static final boolean PROCFS = Files.isReadable(THREAD_STAT);
    private static final Cleaner CLEANER = Cleaner.create();
    private static final ThreadLocal<Reader> READER = ThreadLocal.withInitial(ThreadStat::newReader);

    private ThreadStat() {
    }

    static Counts current() {
        return READER.get().read();
    }

    private interface Reader {
        Counts read();
    }

    private static Reader newReader() {
        if (ThreadRusage.AVAILABLE) {
            return () -> {
                Counts counts = ThreadRusage.read();
                return counts == null ? NONE : counts;
            };
        }
        if (PROCFS) {
            try {
                FileChannel channel = FileChannel.open(THREAD_STAT);
                CLEANER.register(Thread.currentThread(), () -> closeQuietly(channel));
                return new ProcStatReader(channel);
            } catch (IOException e) {
                // Fall through to OSHI: a counter we cannot read must not stop the work being measured.
            }
        }
        return new OshiReader();
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException ignored) {
            // Nothing to do: the thread is gone and so is any use of the file.
        }
    }

    /** Reads fields 10 (minflt), 12 (majflt), 14 (utime) and 15 (stime) of {@code proc(5)}'s stat line. */
    private static final class ProcStatReader implements Reader {

        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocate(1024);

        ProcStatReader(FileChannel channel) {
            this.channel = channel;
        }

        @Override
        public Counts read() {
            try {
                buffer.clear();
                int length = channel.read(buffer, 0);
                return length > 0 ? parse(buffer.array(), length) : NONE;
            } catch (IOException e) {
                return NONE;
            }
        }
    }

    /** Parses a stat line; the command name in parentheses may itself hold spaces and parentheses. */
    static Counts parse(byte[] line, int length) {
        int position = length - 1;
        while (position >= 0 && line[position] != ')') {
            position--;
        }
        if (position < 0) {
            return NONE;
        }
        // After ") " come fields 3 (state), 4, 5 ...
        long minor = 0;
        long major = 0;
        long user = 0;
        long system = 0;
        int field = 3;
        long value = 0;
        for (int i = position + 2; i < length && field <= 15; i++) {
            byte b = line[i];
            if (b == ' ' || b == '\n') {
                switch (field) {
                    case 10 -> minor = value;
                    case 12 -> major = value;
                    case 14 -> user = value;
                    case 15 -> system = value;
                    default -> { }
                }
                field++;
                value = 0;
            } else if (b >= '0' && b <= '9') {
                value = value * 10 + (b - '0');
            }
        }
        return new Counts(minor, major, user * NANOS_PER_TICK, system * NANOS_PER_TICK);
    }

    private static final class OshiReader implements Reader {

        private static final OperatingSystem OS = new SystemInfo().getOperatingSystem();

        @Override
        public Counts read() {
            OSThread thread = OS.getCurrentThread();
            return thread == null ? NONE : new Counts(thread.getMinorFaults(), thread.getMajorFaults(), -1, -1);
        }
    }
}
