package org.etp.launcher.haproxy;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.etp.launcher.FreePorts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Debian's haproxy runs the rendered configuration, and its runtime API drains a node and readies it again. */
class HaproxyIntegrationTests {

    @TempDir
    Path dir;

    @Test
    void startsWithTheRenderedConfigurationAndDrainsANodeThroughTheRuntimeApi() throws Exception {
        assertThat(Haproxy.executable()).as(Haproxy.INSTALL_HINT).isPresent();
        int port = FreePorts.next();
        List<HaproxyConfig.Node> nodes = List.of(new HaproxyConfig.Node("n1", "127.0.0.1", FreePorts.next(),
                FreePorts.next()), new HaproxyConfig.Node("n2", "127.0.0.1", FreePorts.next(), FreePorts.next()));
        try (Haproxy haproxy = Haproxy.start(dir, "127.0.0.1", port, nodes)) {
            assertThat(adminState(haproxy, "n1")).isEqualTo("0");

            haproxy.drain("n1");
            // SRV_ADMF_DRAIN (0x08) is set in the node's administrative state, and only in that node's.
            assertThat(Integer.parseInt(adminState(haproxy, "n1")) & 0x08).isEqualTo(0x08);
            assertThat(adminState(haproxy, "n2")).isEqualTo("0");

            haproxy.ready("n1");
            assertThat(adminState(haproxy, "n1")).isEqualTo("0");
        }
    }

    /** The srv_admin_state column of {@code show servers state} for {@code node}. */
    private static String adminState(Haproxy haproxy, String node) throws Exception {
        return haproxy.serversState().lines().filter(line -> line.split(" ").length > 6)
                .map(line -> line.split(" ")).filter(fields -> fields[3].equals(node)).map(fields -> fields[6])
                .findFirst().orElseThrow(() -> new AssertionError("no state for " + node));
    }
}
