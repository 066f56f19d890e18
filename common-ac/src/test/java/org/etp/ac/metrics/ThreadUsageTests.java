package org.etp.ac.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class ThreadUsageTests {

    @Test
    void measuresCpuAndAllocationOfWorkDoneBetweenReadings() throws Exception {
        ThreadUsage before = ThreadUsage.current();
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] block = new byte[64 * 1024];
        long sink = 0;
        for (int i = 0; i < 2_000; i++) {
            sink += digest.digest(block)[0];
            block = new byte[block.length];
        }
        ThreadUsage used = ThreadUsage.current().minus(before);

        assertThat(sink).isNotEqualTo(Long.MIN_VALUE);
        assertThat(used.cpuNanos()).isPositive();
        // 2,000 fresh 64 KiB arrays were allocated by this thread.
        assertThat(used.allocatedBytes()).isGreaterThan(2_000L * 64 * 1024);
    }

    @Test
    void countsPageFaultsOfMemoryTouchedForTheFirstTime() {
        ThreadUsage before = ThreadUsage.current();
        // Off-heap memory the process has never touched: each page faults in when first written.
        var buffer = ByteBuffer.allocateDirect(32 * 1024 * 1024);
        for (int i = 0; i < buffer.capacity(); i += 4096) {
            buffer.put(i, (byte) 1);
        }
        ThreadUsage used = ThreadUsage.current().minus(before);

        assertThat(used.minorFaults() + used.majorFaults()).isGreaterThan(1_000);
    }

    @Test
    void parsesFaultsAndTicksAfterACommandNameHoldingSpacesAndParentheses() {
        byte[] line = "4242 (a (b) c) S 1 2 3 0 -1 4194560 1234 0 56 0 10 20 0 0 20 0 1 0 100 200 300\n"
                .getBytes(StandardCharsets.US_ASCII);

        ThreadStat.Counts counts = ThreadStat.parse(line, line.length);

        // utime 10 and stime 20 clock ticks of 10 ms.
        assertThat(counts).isEqualTo(new ThreadStat.Counts(1234, 56, 100_000_000, 200_000_000));
    }

    @Test
    void splitsBusyCpuTimeIntoUserAndSystemOverManyTicks() throws Exception {
        ThreadUsage before = ThreadUsage.current();
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] block = new byte[1 << 20];
        long deadline = System.nanoTime() + 300_000_000;
        while (System.nanoTime() < deadline) {
            block[0] = digest.digest(block)[0];
        }
        ThreadUsage used = ThreadUsage.current().minus(before);

        // Hashing is user-mode work; the tick-granular split agrees with the exact total to within ticks.
        assertThat(used.cpuUserNanos()).isGreaterThan(used.cpuSystemNanos());
        assertThat(used.cpuUserNanos() + used.cpuSystemNanos()).isCloseTo(used.cpuNanos(),
                Offset.offset(60_000_000L));
    }

    /**
     * The system call's record read at the right offsets: its CPU time lies between the JVM's readings of the same
     * thread's time taken just before and after it (to its microseconds), and its faults between the stat file's.
     */
    @Test
    void readsTheThreadsOwnRusageOnLinux() throws Exception {
        assertThat(ThreadRusage.AVAILABLE).as("64-bit Linux, where the intake runs").isTrue();
        var threads = ManagementFactory.getThreadMXBean();
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] block = new byte[1 << 20];
        for (int i = 0; i < 50; i++) {
            block[0] = digest.digest(block)[0];
        }
        FileChannel stat = FileChannel.open(Path.of("/proc/thread-self/stat"));
        ByteBuffer line = ByteBuffer.allocate(1024);

        long cpuBefore = threads.getCurrentThreadCpuTime();
        int length = stat.read(line, 0);
        ThreadStat.Counts statBefore = ThreadStat.parse(line.array(), length);
        ThreadStat.Counts rusage = ThreadRusage.read();
        line.clear();
        length = stat.read(line, 0);
        ThreadStat.Counts statAfter = ThreadStat.parse(line.array(), length);
        long cpuAfter = threads.getCurrentThreadCpuTime();
        stat.close();

        // each of the two parts is cut to the microsecond, so the sum may fall short by up to 2 µs
        assertThat(rusage.userNanos() + rusage.systemNanos()).isBetween(cpuBefore - 2_000, cpuAfter);
        assertThat(rusage.userNanos()).isGreaterThan(rusage.systemNanos());
        assertThat(rusage.minorFaults()).isBetween(statBefore.minorFaults(), statAfter.minorFaults());
        assertThat(rusage.majorFaults()).isBetween(statBefore.majorFaults(), statAfter.majorFaults());
        assertThat(rusage.minorFaults()).isPositive();
    }

    /**
     * The JVM's clock is read before {@code getrusage} and brings the kernel's account of the running thread up to
     * date, so the split adds up to the total (less the microsecond each part is cut to) right after work. Read the
     * other way round, {@code getrusage} reports the account as of the thread's last tick or switch, up to
     * milliseconds behind the work just done, and a short task would measure as nothing.
     */
    @Test
    void theSplitAddsUpToTheTotalRightAfterWork() throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] block = new byte[1 << 16];
        for (int round = 0; round < 20; round++) {
            long until = System.nanoTime() + 1_000_000;
            while (System.nanoTime() < until) {
                block[0] = digest.digest(block)[0];
            }
            ThreadUsage usage = ThreadUsage.current();

            assertThat(usage.cpuUserNanos() + usage.cpuSystemNanos()).as("round %d", round)
                    .isBetween(usage.cpuNanos() - 2_000, usage.cpuNanos() + 100_000);
        }
    }

    @Test
    void differencesNeverGoNegativeAndSharesSplitEvenly() {
        ThreadUsage later = new ThreadUsage(70, 10, 20, 30, 40, 50);
        ThreadUsage earlier = new ThreadUsage(60, 11, 5, 30, 0, 60);

        assertThat(later.minus(earlier)).isEqualTo(new ThreadUsage(10, 0, 15, 0, 40, 0));
        assertThat(later.share(10)).isEqualTo(new ThreadUsage(7, 1, 2, 3, 4, 5));
        assertThat(later.plus(earlier)).isEqualTo(new ThreadUsage(130, 21, 25, 60, 40, 110));
        assertThatIllegalArgumentException().isThrownBy(() -> later.share(0));
    }

    @Test
    void samplesHeapAndResidentMemory() {
        ProcessMemory memory = ProcessMemory.sample();

        assertThat(memory.heapUsedBytes()).isPositive();
        assertThat(memory.rssBytes()).isGreaterThan(memory.heapUsedBytes() / 4).isPositive();
    }
}
