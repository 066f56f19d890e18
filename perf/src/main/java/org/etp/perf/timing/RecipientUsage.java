package org.etp.perf.timing;

/**
 * What the pharmacy recorded for one message in its {@code message_metrics} row: CPU of the verifying
 * thread plus the message's share of the group commit (total exact, user/system split in the ratio of clock-tick samples),
 * heap allocated by those threads, their page faults, and the process's heap and RSS at the time.
 */
public record RecipientUsage(long cpuMicros, long cpuUserMicros, long cpuSystemMicros, long allocatedBytes,
        long minorFaults, long majorFaults, long heapUsedBytes, long rssBytes) {
}
