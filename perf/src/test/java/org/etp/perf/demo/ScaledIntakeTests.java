package org.etp.perf.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScaledIntakeTests {

    private static final DemoSettings SETTINGS = new DemoSettings(Path.of("/repo"), Path.of("/repo/demo"), 8080, 8081,
            7400, "etp_pharmacy", "etp_prescriber", 0, 8090);

    @Test
    void oneNodeKeepsTheDemosOwnPortsAndNeedsNoBalancer() {
        ScaledIntake one = new ScaledIntake(SETTINGS, 1);

        assertThat(one.balanced()).isFalse();
        assertThat(one.arguments(1)).containsExactly("--etp.intake.port=7400");
        assertThat(one.httpPort(1)).isEqualTo(8081);
        assertThat(one.log(1)).isEqualTo(Path.of("/repo/demo/logs/pharmacy-app.log"));
        assertThat(one.ports()).extracting(port -> port[1]).containsExactly("8081", "7400");
    }

    @Test
    void severalNodesListenJustAboveTheIntakePortWhichTheBalancerTakes() {
        ScaledIntake three = new ScaledIntake(SETTINGS, 3);

        assertThat(three.balanced()).isTrue();
        assertThat(three.arguments(2)).containsExactly("--etp.node.id=n2", "--etp.intake.port=7402");
        assertThat(three.httpPort(3)).isEqualTo(8281);
        assertThat(three.log(3)).isEqualTo(Path.of("/repo/demo/logs/pharmacy-app-n3.log"));
        assertThat(three.ports()).extracting(port -> port[1])
                .containsExactly("8081", "7401", "8181", "7402", "8281", "7403", "7400");
        assertThat(String.join("\n", three.describe())).contains("localhost:7400", "HAProxy", "node n3",
                "intake 127.0.0.1:7403", "counter http://localhost:8281");
    }

    @Test
    void tellsHowToLoadTheIntakeWithTheDemosOwnPki() {
        assertThat(new ScaledIntake(SETTINGS, 1).describe()).contains("  Load        ./etp load --target"
                + " localhost:7400 --pki /repo/demo/pki --connections 8 --count 20000 --format der");
        assertThat(new ScaledIntake(SETTINGS, 2).describe()).anySatisfy(line -> assertThat(line)
                .contains("--pki /repo/demo/pki").endsWith("--retry"));
    }

    @Test
    void refusesACountOutOfRange() {
        assertThatIllegalArgumentException().isThrownBy(() -> new ScaledIntake(SETTINGS, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> new ScaledIntake(SETTINGS, ScaledIntake.MAX_NODES + 1));
    }
}
