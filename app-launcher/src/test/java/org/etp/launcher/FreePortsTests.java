package org.etp.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class FreePortsTests {

    @Test
    void neverHandsOutOnePortTwiceEvenToThreadsAskingAtOnce() throws Exception {
        ExecutorService askers = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Integer>> asks = IntStream.range(0, 400).<Callable<Integer>>mapToObj(i -> FreePorts::next)
                    .toList();
            List<Integer> ports = askers.invokeAll(asks).stream().map(FreePortsTests::value).toList();
            assertThat(ports).doesNotHaveDuplicates().allSatisfy(port -> assertThat(port).isBetween(1, 65_535));
        } finally {
            askers.shutdownNow();
        }
    }

    @Test
    void handsOutAPortThatCanBeBound() throws Exception {
        try (ServerSocket socket = new ServerSocket(FreePorts.next())) {
            assertThat(socket.isBound()).isTrue();
        }
    }

    private static int value(Future<Integer> port) {
        try {
            return port.get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
