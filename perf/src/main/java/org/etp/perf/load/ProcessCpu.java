package org.etp.perf.load;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import oshi.SystemInfo;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * CPU time (user + system) that processes on this machine spent between two readings, read through OSHI from
 * the kernel's per-process accounting. A process that started between the readings counts from zero (so does one
 * that took an ended process's ID); one that ended is left out (its time is not readable any more).
 */
public final class ProcessCpu {

    private static final OperatingSystem OS = new SystemInfo().getOperatingSystem();

    private ProcessCpu() {
    }

    /** Each running process of {@code pids} with its CPU time so far, in milliseconds. */
    public static Map<Integer, Long> read(Collection<Integer> pids) {
        Map<Integer, Long> millis = new HashMap<>();
        for (int pid : pids) {
            OSProcess process = OS.getProcess(pid);
            if (process != null) {
                millis.put(pid, process.getUserTime() + process.getKernelTime());
            }
        }
        return millis;
    }

    /** The CPU milliseconds spent between {@code before} and {@code after} by the processes running at the end. */
    public static long spent(Map<Integer, Long> before, Map<Integer, Long> after) {
        long total = 0;
        for (Map.Entry<Integer, Long> entry : after.entrySet()) {
            long start = before.getOrDefault(entry.getKey(), 0L);
            // Less than at the start: the ID was given to a new process, which counts from zero.
            total += entry.getValue() >= start ? entry.getValue() - start : entry.getValue();
        }
        return total;
    }
}
