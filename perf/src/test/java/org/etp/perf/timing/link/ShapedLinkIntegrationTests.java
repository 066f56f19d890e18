package org.etp.perf.timing.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The slow link on this machine, for real: made, held to 256 kbit/s, measured with 16 KB sent from inside
 * the namespace to the host's end, and removed. Needs root and iproute2; without them the test fails and
 * says so (as the project's other tests do for a missing tool), it never skips.
 */
class ShapedLinkIntegrationTests {

    private static final int BYTES = 16 * 1024;

    @Test
    void aLinkHeldTo256kTakesAtLeastItsTimeFor16KbAndLeavesNothingBehind() throws Exception {
        assertThat(Prerequisites.missing()).as("what this test needs on the machine (run it as root with iproute2)")
                .isEmpty();
        ShapedLink link = ShapedLink.create();
        List<String> whileUp;
        double seconds;
        try {
            whileUp = link.leftovers();
            link.shape(new LinkRate(256));
            seconds = sendFromInside(link);
        } finally {
            link.close();
        }

        assertThat(whileUp).contains("namespace " + link.namespace()).hasSize(3);
        // 16 KB at 256 kbit/s is 0.51 s of bytes; the one-frame bucket lets the first 1.5 KB through at once.
        assertThat(seconds).as("seconds from the first byte to the last at 256 kbit/s").isGreaterThanOrEqualTo(0.4)
                .isLessThan(5);
        assertThat(link.leftovers()).as("left on the machine after close").isEmpty();
    }

    private static double sendFromInside(ShapedLink link) throws Exception {
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress(link.hostAddress(), 0));
            server.setSoTimeout(20_000);
            List<String> command = new ArrayList<>(link.prefix());
            command.addAll(List.of("bash", "-c", "head -c " + BYTES + " /dev/zero > /dev/tcp/" + link.hostAddress()
                    + "/" + server.getLocalPort()));
            Process sender = new ProcessBuilder(command).redirectErrorStream(true).start();
            try (Socket accepted = server.accept(); InputStream in = accepted.getInputStream()) {
                byte[] buffer = new byte[4096];
                int total = in.read(buffer);
                long first = System.nanoTime();
                long last = first;
                for (int read; (read = in.read(buffer)) >= 0; ) {
                    total += read;
                    last = System.nanoTime();
                }
                assertThat(total).isEqualTo(BYTES);
                assertThat(sender.waitFor(20, TimeUnit.SECONDS)).isTrue();
                assertThat(sender.exitValue()).as(new String(sender.getInputStream().readAllBytes())).isZero();
                return (last - first) / 1e9;
            } finally {
                sender.destroyForcibly();
            }
        }
    }
}
