package org.etp.launcher.haproxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class HaproxyConfigTests {

    private static final List<HaproxyConfig.Node> NODES = List.of(new HaproxyConfig.Node("n1", "127.0.0.1", 17401,
            18401), new HaproxyConfig.Node("n2", "127.0.0.1", 17402, 18402));

    @Test
    void theTemplateIsTheRepositorysDeployFile() throws Exception {
        assertThat(HaproxyConfig.template()).isEqualTo(Files.readString(Path.of("../deploy/haproxy.cfg")));
    }

    @Test
    void rendersTheBindTheSocketAndOneServerLinePerNodeWithTheTemplatesCheckSettings() {
        String rendered = HaproxyConfig.render(HaproxyConfig.template(), "127.0.0.1:17400", Path.of("/tmp/x/admin.sock"),
                NODES);

        assertThat(rendered).contains("\n    bind 127.0.0.1:17400\n", "stats socket /tmp/x/admin.sock mode 600 level admin",
                "\n    server n1 127.0.0.1:17401 check port 18401\n", "\n    server n2 127.0.0.1:17402 check port 18402");
        String settings = String.join("\n", rendered.lines().filter(line -> !line.startsWith("#")).toList());
        assertThat(settings).doesNotContain("pharmacy-1", "server n3", ":7400", "port 8081", "/var/lib/haproxy");
    }

    @Test
    void keepsEveryOtherLineAsWritten() {
        String template = HaproxyConfig.template();
        String rendered = HaproxyConfig.render(template, "127.0.0.1:17400", Path.of("/s"), NODES);

        List<String> kept = template.lines().filter(line -> !line.matches("\\s*(bind|stats socket|server) .*")).toList();
        assertThat(rendered.lines().toList()).containsSubsequence(kept);
        assertThat(kept).contains("    mode tcp", "    option httpchk", "    http-check send meth GET uri /actuator/health",
                "    option redispatch");
    }

    @Test
    void refusesATemplateItCannotRender() {
        assertThatIllegalStateException().isThrownBy(() -> HaproxyConfig.render("global\n    maxconn 10\n",
                "127.0.0.1:1", Path.of("/s"), NODES));
    }
}
