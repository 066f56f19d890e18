package org.etp.perf.bench;

import java.util.concurrent.TimeUnit;
import org.etp.ac.metrics.ProcessMemory;
import org.etp.ac.metrics.ThreadUsage;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What measuring a message costs the intake: one reading of the thread's usage (CPU in total and split into user
 * and system mode, allocated bytes, page faults), and the whole per-message measurement, which is two readings, their
 * difference and a sample of the process's memory. Issue 17 keeps the latter at 3 µs or less.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MeasurementBenchmarks {

    @Benchmark
    public ThreadUsage threadUsageReading() {
        return ThreadUsage.current();
    }

    @Benchmark
    public ProcessMemory processMemorySample() {
        return ProcessMemory.sample();
    }

    /** As the intake measures each message: a reading before, one after, their difference, and the memory. */
    @Benchmark
    public Object perMessage() {
        ThreadUsage before = ThreadUsage.current();
        ThreadUsage used = ThreadUsage.current().minus(before);
        return new Object[] {used, ProcessMemory.sample()};
    }
}
