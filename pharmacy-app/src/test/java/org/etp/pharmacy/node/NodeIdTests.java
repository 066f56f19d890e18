package org.etp.pharmacy.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

class NodeIdTests {

    @Test
    void takesTheConfiguredId() {
        MockEnvironment environment = new MockEnvironment().withProperty("etp.node.id", " n1 ")
                .withProperty("etp.intake.port", "7411");

        assertThat(NodeId.of(environment).value()).isEqualTo("n1");
    }

    @Test
    void defaultsToTheHostAndTheIntakePort() {
        MockEnvironment environment = new MockEnvironment().withProperty("etp.intake.port", "7411");

        assertThat(NodeId.of(environment).value()).endsWith(":7411").hasSizeGreaterThan(":7411".length());
        assertThat(NodeId.of(new MockEnvironment()).value()).endsWith(":7400");
    }

    @Test
    void shortensALongHostNameButKeepsThePort() {
        NodeId id = NodeId.byDefault("h".repeat(80), "7400");

        assertThat(id.value()).hasSize(NodeId.MAX_LENGTH).endsWith("h:7400");
    }

    @Test
    void refusesAnIdPostgresWouldCutOrRewrite() {
        assertThatIllegalArgumentException().isThrownBy(() -> new NodeId("n".repeat(64)));
        assertThatIllegalArgumentException().isThrownBy(() -> new NodeId("nœud-1"));
        assertThatIllegalArgumentException().isThrownBy(() -> new NodeId(""));
        assertThat(new NodeId("n".repeat(63)).value()).hasSize(63);
    }
}
