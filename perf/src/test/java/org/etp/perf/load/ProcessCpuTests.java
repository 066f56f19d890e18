package org.etp.perf.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProcessCpuTests {

    @Test
    void readsTheCpuTimeOfARunningProcessAndLeavesOutOneThatIsNot() {
        int self = (int) ProcessHandle.current().pid();

        Map<Integer, Long> read = ProcessCpu.read(List.of(self, Integer.MAX_VALUE));

        assertThat(read).containsOnlyKeys(self);
        assertThat(read.get(self)).as("this JVM has compiled and run code").isPositive();
    }

    @Test
    void countsWhatEachProcessSpentBetweenTheReadings() {
        assertThat(ProcessCpu.spent(Map.of(1, 100L, 2, 50L), Map.of(1, 130L, 2, 55L))).isEqualTo(35);
    }

    @Test
    void countsAProcessThatStartedInBetweenFromZeroAndLeavesOutOneThatEnded() {
        assertThat(ProcessCpu.spent(Map.of(1, 100L, 2, 50L), Map.of(1, 110L, 3, 7L))).isEqualTo(17);
    }

    @Test
    void countsANewProcessUnderAReusedIdFromZero() {
        assertThat(ProcessCpu.spent(Map.of(1, 100L), Map.of(1, 20L))).isEqualTo(20);
    }
}
